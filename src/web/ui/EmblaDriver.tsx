import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect } from 'react';

/**
 * embla-carousel-react on a carousel's viewport, mounted once the carousel comes near the screen
 * (useNear in Carousel.tsx): its code is fetched then, not with the page.
 */
export default function EmblaDriver({ viewport, options, onStarted }: { viewport: HTMLElement; options: EmblaOptionsType; onStarted: (embla: EmblaCarouselType | undefined) => void }) {
  const [startOn, embla] = useEmblaCarousel(options);
  useEffect(() => startOn(viewport), [startOn, viewport]);
  useEffect(() => {
    onStarted(embla);
    return () => onStarted(undefined);
  }, [embla, onStarted]);
  return null;
}
