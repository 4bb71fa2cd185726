import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';

type Brand = components['schemas']['Brand'];

/** What a brand is: type, description, characteristics and usage (tooltip and bottom sheet). */
export function BrandDetails({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold">{brand.type}</p>
      <p>{brand.description}</p>
      {brand.characteristics.length > 0 && (
        <div>
          <p className="font-semibold">{t('home.characteristics')}</p>
          <ul className="list-disc ps-5">
            {brand.characteristics.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      {brand.usage.length > 0 && (
        <div>
          <p className="font-semibold">{t('home.usage')}</p>
          <ul className="list-disc ps-5">
            {brand.usage.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
