import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';

const EmblaDriver = lazy(() => import('./EmblaDriver.tsx'));

/**
 * A carousel's embla, started once its viewport comes within half a screen of view: a row of slides
 * further down stays plain markup until then, so embla's code is neither fetched nor run while the
 * page hydrates. Gives the viewport's ref, embla once started, and the part that starts it (render it
 * anywhere in the carousel).
 */
export function useNearEmbla(options: EmblaOptionsType): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined, ReactNode] {
  const viewport = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState<HTMLElement>();
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  useEffect(() => {
    const node = viewport.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(node);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const driver = near && (
    <Suspense fallback={null}>
      <EmblaDriver viewport={near} options={options} onStarted={setEmbla} />
    </Suspense>
  );
  return [viewport, embla, driver];
}
