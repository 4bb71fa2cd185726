import { memo } from 'react';
import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { productImageUrl } from '../../../domain/images.ts';
import { ProductPicture } from '../../ui/ProductPicture.tsx';
import { useSwapFade } from '../../ui/use-swap-fade.ts';

type ProductImage = components['schemas']['ProductImage'];

/** The main picture (the chosen size's) and a row of thumbnails, one pressed at a time, to look at the others. */
// Memoized: a quantity or an add to the cart, which change nothing here, does not render it again.
export const ProductGallery = memo(function ProductGallery({ images, current, onShow, name }: { images: ProductImage[]; current: string | null; onShow: (imageId: string) => void; name: string }) {
  const { t } = useTranslation();
  const main = images.find((image) => image.imageId === current) ?? images[0];
  const fade = useSwapFade(main?.imageId);
  return (
    <div className="flex flex-col gap-3">
      <div key={main?.imageId ?? 'none'} className={`aspect-square overflow-hidden rounded-3xl ${fade}`}>
        <ProductPicture imageId={main?.imageId} alt={main?.alt || name} sizes="(min-width: 768px) 50vw, 100vw" eager />
      </div>
      {images.length > 1 && (
        <ToggleButtonGroup
          aria-label={t('product.gallery')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={main ? [main.imageId] : []}
          onSelectionChange={(keys: Set<Key>) => {
            const [first] = [...keys];
            if (first !== undefined) onShow(String(first));
          }}
          className="flex flex-wrap gap-2"
        >
          {images.map((image, index) => (
            <ToggleButton
              key={image.imageId}
              id={image.imageId}
              aria-label={t('product.showImage', { index: index + 1 })}
              className="block size-16 cursor-pointer overflow-hidden rounded-xl border-2 border-transparent bg-cream-100 outline-none focus-visible:ring-3 focus-visible:ring-gold-500 data-[selected]:border-olive-800"
            >
              <img src={productImageUrl(image.imageId, 160, 'webp')} alt="" width={64} height={64} loading="lazy" />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </div>
  );
});
