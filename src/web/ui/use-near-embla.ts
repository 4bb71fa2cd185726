import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * embla-carousel-react on a carousel's viewport, started once the viewport comes within half a screen
 * of view: a row of slides further down stays plain markup until then, so embla does not measure it
 * while the page hydrates.
 */
export function useNearEmbla(options: EmblaOptionsType): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  const viewport = useRef<HTMLDivElement>(null);
  const [startOn, embla] = useEmblaCarousel(options);
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startOn(node);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [startOn]);
  return [viewport, embla];
}
