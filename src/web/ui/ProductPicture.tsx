import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageLoadMachine } from '../../../machines/image-load.ts';
import { productImageSrcset, productImageUrl } from '../../domain/images.ts';
import { FIRST_SCREEN_PICTURE } from './element-timing.ts';
import { useHydrated } from './use-hydrated.ts';

export const PLACEHOLDER_IMAGE = '/images/placeholder.jpg';

interface Props {
  imageId: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the picture shows, for the browser to pick a width. */
  sizes: string;
  /** Above the fold: load at once (and first of all, unless `priority` says otherwise). */
  eager?: boolean;
  /** The page's main picture (its largest paint): fetched first of all, and waited for by the code (entry.ts). */
  priority?: boolean;
  className?: string;
}

/**
 * A product picture in AVIF or WebP at the width the layout needs (spec section 4): a soft blurred
 * placeholder until it loads, then a fade-in; on failure the placeholder image, then a text.
 * Without an image id, the text 'No Image'.
 */
export function ProductPicture({ imageId, alt, sizes, eager = false, priority = eager, className = '' }: Props) {
  const [state, send] = useMachine(imageLoadMachine);
  // Rendered by the server, the picture shows as it loads (no placeholder, no fade: a fade would wait
  // for the page's code).
  const hydrated = useHydrated();
  const [serverRendered] = useState(!hydrated);
  // A picture rendered by the server may have loaded, or failed, before the page hydrated: then no
  // event comes, and it says so itself.
  const settled = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete) send(img.naturalWidth > 0 ? { type: 'LOADED' } : { type: 'FAILED' });
    },
    [send],
  );
  const box = `relative size-full overflow-hidden bg-cream-100 ${className}`;
  if (!imageId) return <PictureMessage className={box} text="product.noImage" />;
  if (state.matches('failed')) return <PictureMessage className={box} text="product.imageFailed" />;
  const shown = serverRendered || state.matches('loaded') || state.matches('fallbackLoaded');
  const events = { onLoad: () => send({ type: 'LOADED' }), onError: () => send({ type: 'FAILED' }), ref: settled };
  const img = `size-full object-cover transition-opacity duration-300 ${shown ? 'opacity-100' : 'opacity-0'}`;
  return (
    <div className={box}>
      {!shown && (
        <div
          aria-hidden="true"
          className="absolute inset-0 scale-110 bg-[radial-gradient(circle_at_50%_45%,#e6ebd3_0%,#f4ead5_45%,#fbf6ec_80%)] blur-xl motion-safe:animate-pulse"
        />
      )}
      {state.matches('fallback') || state.matches('fallbackLoaded') ? (
        <img src={PLACEHOLDER_IMAGE} alt={alt} width={800} height={800} className={img} {...events} />
      ) : (
        <picture>
          <source type="image/avif" srcSet={productImageSrcset(imageId, 'avif')} sizes={sizes} />
          <source type="image/webp" srcSet={productImageSrcset(imageId, 'webp')} sizes={sizes} />
          <img
            src={productImageUrl(imageId, 480, 'jpeg')}
            alt={alt}
            width={800}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            elementtiming={priority ? FIRST_SCREEN_PICTURE : undefined}
            decoding="async"
            className={img}
            {...events}
          />
        </picture>
      )}
    </div>
  );
}

/** What shows in a picture's place (a component of its own: the pictures that load need no texts). */
function PictureMessage({ className, text }: { className: string; text: 'product.noImage' | 'product.imageFailed' }) {
  const { t } = useTranslation();
  return <div className={`${className} grid place-items-center text-sm text-olive-700`}>{t(text)}</div>;
}
