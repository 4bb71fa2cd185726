import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Embla on a carousel's viewport, fetched and started once the viewport comes within half a screen of
 * view: a row of slides further down is plain markup until then, so embla's code (and its measuring)
 * is neither fetched nor run while the page is being taken over. The React wrapper of embla imports
 * the library up front, hence the library itself here. Options are plain values; new ones restart it.
 */
export function useNearEmbla(options: EmblaOptionsType): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  // A ref, not state: state set from a ref callback drew the carousel, every slide, again at once.
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const key = JSON.stringify(options);
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    let started: EmblaCarouselType | undefined;
    let stopped = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('embla-carousel').then(({ default: EmblaCarousel }) => {
          if (stopped) return;
          started = EmblaCarousel(node, JSON.parse(key) as EmblaOptionsType);
          setEmbla(started);
        });
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(node);
    return () => {
      stopped = true;
      observer.disconnect();
      started?.destroy();
      setEmbla(undefined);
    };
  }, [key]);
  return [viewport, embla];
}
