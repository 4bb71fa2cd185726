import { useTranslation } from 'react-i18next';
import type { HomeContent } from '../../../i18n/home-content.ts';
import { LeafIcon, MedalIcon, OliveIcon, SnowIcon } from '../../ui/icons.tsx';

const ICONS = [OliveIcon, SnowIcon, MedalIcon, LeafIcon];

/** The four benefits (spec section 2): traditional harvest, cold press, premium quality, 100% natural. */
export function Benefits({ benefits }: { benefits: HomeContent['benefits'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="benefits-title" className="rendered-when-near mx-auto max-w-6xl px-6 py-14 [--rendered-height:54rem] md:[--rendered-height:17rem]">
      <h2 id="benefits-title" className="mb-6 font-serif text-3xl">
        {t('home.benefitsTitle')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map((benefit, index) => {
          const Icon = ICONS[index % ICONS.length]!;
          return (
          <li key={benefit.title} className="rounded-3xl border border-olive-100 bg-white p-6 shadow-sm">
            <span className="mb-3 grid size-12 place-items-center rounded-full bg-olive-100 text-olive-800">
              <Icon className="size-6" />
            </span>
            <h3 className="font-semibold">{benefit.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-olive-800">{benefit.text}</p>
          </li>
          );
        })}
      </ul>
    </section>
  );
}
