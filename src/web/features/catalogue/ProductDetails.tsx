import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';

type Product = components['schemas']['Product'];

/** 'Détails': features (true is Oui, false is Non, else the text) and the key/value details. */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const value = (v: boolean | string) => (v === true ? t('product.yes') : v === false ? t('product.no') : v);
  return (
    <div className="flex flex-col gap-5">
      {product.features.length > 0 && (
        <div>
          <h3 className="mb-2 font-semibold">{t('product.features')}</h3>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
            {product.features.map((feature) => (
              <div key={feature.name} className="contents">
                <dt>{feature.name}</dt>
                <dd className="font-medium">{value(feature.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm">
        {Object.entries(product.nutritionalInfo).map(([key, detail]) => (
          <div key={key} className="contents">
            <dt>{key}</dt>
            <dd className="font-medium">{typeof detail === 'string' ? detail : detail.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
