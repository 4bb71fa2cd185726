import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { productImageSrcset, productImageUrl } from '../../../domain/images.ts';

type ProductImage = components['schemas']['ProductImage'];

/** The main picture (the chosen size's) and a row of thumbnails to look at the others. */
export function ProductGallery({ images, current, onShow, name }: { images: ProductImage[]; current: string | null; onShow: (imageId: string) => void; name: string }) {
  const { t } = useTranslation();
  const main = images.find((image) => image.imageId === current) ?? images[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-3xl bg-cream-100">
        {main ? (
          <picture key={main.imageId} className="block motion-safe:animate-[fade-in_300ms_ease-out]">
            <source type="image/avif" srcSet={productImageSrcset(main.imageId, 'avif')} sizes="(min-width: 768px) 50vw, 100vw" />
            <source type="image/webp" srcSet={productImageSrcset(main.imageId, 'webp')} sizes="(min-width: 768px) 50vw, 100vw" />
            <img src={productImageUrl(main.imageId, 800, 'jpeg')} alt={main.alt || name} width={800} height={800} fetchPriority="high" className="w-full" />
          </picture>
        ) : (
          <div className="grid aspect-square place-items-center">No Image</div>
        )}
      </div>
      {images.length > 1 && (
        <ul aria-label={t('product.gallery')} className="flex gap-2">
          {images.map((image, index) => (
            <li key={image.imageId}>
              <button
                type="button"
                onClick={() => onShow(image.imageId)}
                aria-pressed={image.imageId === main?.imageId}
                aria-label={t('product.showImage', { index: index + 1 })}
                className="block size-16 overflow-hidden rounded-xl border-2 border-transparent bg-cream-100 outline-none focus-visible:ring-3 focus-visible:ring-gold-500 aria-pressed:border-olive-800"
              >
                <img src={productImageUrl(image.imageId, 160, 'webp')} alt="" width={64} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
