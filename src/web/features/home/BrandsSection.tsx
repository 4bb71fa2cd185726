import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { Carousel } from '../../ui/Carousel.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { BrandTile } from './BrandTile.tsx';

type Brand = components['schemas']['Brand'];

/** The brands (spec section 2): a looping free-drag carousel of tiles, 'Previous brand' and 'Next brand' on overflow. */
export function BrandsSection({ brands }: { brands: Brand[] }) {
  const { t } = useTranslation();
  // A tap opens a sheet on a phone, hovering shows a tooltip elsewhere: known once the page runs.
  const phone = useMediaQuery('(max-width: 767px)') ?? false;
  return (
    <section id="brands-section" className="rendered-when-near bg-cream-100 py-14 [--rendered-height:21.5rem]">
      <div className="mx-auto max-w-6xl px-6">
        <h2 id="brands-title" className="font-serif text-3xl">
          {t('home.brandsTitle')}
        </h2>
        <p className="mb-6 mt-2 text-olive-800">{t('home.brandsText')}</p>
        {brands.length === 0 ? (
          <p>{t('home.noBrands')}</p>
        ) : (
          <Carousel
            labelledBy="brands-title"
            items={brands}
            getKey={(brand) => brand.id}
            previousLabel={t('home.previousBrand')}
            nextLabel={t('home.nextBrand')}
            slideClassName="w-[240px] py-2"
            loop
            // Extra rounds of the tiles (240 px and a 16 px gap) for a row over twice the widest view
            // (1104 px): embla does not loop a shorter row.
            copies={Math.ceil(2208 / 256 / brands.length)}
            dragFree
            renderItem={(brand) => <BrandTile brand={brand} phone={phone} />}
          />
        )}
      </div>
    </section>
  );
}
