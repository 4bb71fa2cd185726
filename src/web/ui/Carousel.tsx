import { useMachine } from '@xstate/react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { autoAdvanceMachine } from '../../../machines/auto-advance.ts';
import { Button } from './Button.tsx';
import { ChevronIcon } from './icons.tsx';
import { useNear } from './Deferred.tsx';

interface Props<T> {
  /** Id of the heading that names the carousel. */
  labelledBy: string;
  items: T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  previousLabel: string;
  nextLabel: string;
  /** Width of a slide, as classes. */
  slideClassName: string;
  loop?: boolean;
  dragFree?: boolean;
  /** Options by media query (embla's own): e.g. no free drag on a phone. */
  breakpoints?: EmblaOptionsType['breakpoints'];
  align?: 'start' | 'center';
  /** On a dark section the pause button is light. */
  tone?: 'light' | 'dark';
  /** Moves on by itself every so many milliseconds (pauses under the pointer or with focus inside). */
  autoAdvanceMs?: number;
  /** Extra rounds of the slides, hidden from assistive technology: too short a row, embla will not loop. */
  copies?: number;
}

// embla's code is fetched and run once the carousel comes within half a screen of view: a row of
// slides further down stays plain markup until then, and the page hydrates without it.
const EmblaDriver = lazy(() => import('./EmblaDriver.tsx'));

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A row of slides (embla, started as it comes near the screen): swipe or drag, previous and next
 * buttons shown only when the slides overflow, right to left in Arabic. An auto-advancing one has a
 * pause button (WCAG 2.2.2).
 */
export function Carousel<T>({ labelledBy, items, getKey, renderItem, previousLabel, nextLabel, slideClassName, loop = false, dragFree = false, breakpoints, align = 'start', tone = 'light', autoAdvanceMs, copies = 0 }: Props<T>) {
  const { t, i18n } = useTranslation();
  const direction = i18n.dir();
  const viewportRef = useRef<HTMLDivElement>(null);
  const near = useNear(viewportRef, '50% 0px');
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const options: EmblaOptionsType = { loop, dragFree, breakpoints, align, direction, containScroll: loop ? false : 'trimSnaps' };
  const emblaDriver = near && (
    <Suspense fallback={null}>
      <EmblaDriver viewport={near} options={options} onStarted={setEmbla} />
    </Suspense>
  );
  const [auto, send, autoActor] = useMachine(autoAdvanceMachine, { input: { intervalMs: autoAdvanceMs, reducedMotion: reducedMotion() } });
  useEffect(() => {
    if (!embla || autoAdvanceMs === undefined) return;
    const subscription = autoActor.on('advance', () => (embla.canScrollNext() ? embla.scrollNext() : embla.scrollTo(0)));
    return () => subscription.unsubscribe();
  }, [autoActor, embla, autoAdvanceMs]);
  // Whether it can move either way, read from embla whenever it settles on a slide or re-measures.
  const subscribe = useCallback(
    (onChange: () => void) => {
      embla?.on('select', onChange).on('reInit', onChange);
      return () => void embla?.off('select', onChange).off('reInit', onChange);
    },
    [embla],
  );
  const reach = useSyncExternalStore(
    subscribe,
    () => (embla ? `${embla.canScrollPrev()} ${embla.canScrollNext()}` : 'false false'),
    // Rendered on the server (and hydrated) before embla has measured anything.
    () => 'false false',
  );
  const scroll = { prev: reach.startsWith('true'), next: reach.endsWith('true') };
  const overflows = scroll.prev || scroll.next;
  const autoplay = autoAdvanceMs !== undefined && overflows;
  const stopped = auto.matches('stopped');
  return (
    // Pausing under the pointer is a convenience; focus pauses it too and the button stops it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      className="relative"
      onPointerEnter={() => send({ type: 'PAUSE' })}
      onPointerLeave={() => send({ type: 'RESUME' })}
      onFocus={() => send({ type: 'PAUSE' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) send({ type: 'RESUME' });
      }}
    >
      {/* Paint containment too: before the page's code runs (a page the server rendered), the slides
          in their row would otherwise widen the page and phones would zoom out to show them. */}
      {emblaDriver}
      <div ref={viewportRef} className="overflow-hidden [contain:paint]" dir={direction}>
        {/* The gap is each slide's start padding (the row starts one gap early): a margin or flex gap
            would be missing at the loop's seam, between the last slide and the first. */}
        <div className="-ms-4 flex touch-pan-y pb-1" aria-live={autoplay && !stopped ? 'off' : 'polite'}>
          {Array.from({ length: copies + 1 }, (_, copy) =>
            items.map((item, index) => (
              <div
                key={copy + getKey(item)}
                aria-hidden={!!copy}
                inert={!!copy}
                role="group"
                aria-roledescription="slide"
                aria-label={t('product.slide', { index: index + 1, count: items.length })}
                className={`box-content shrink-0 ps-4 ${slideClassName}`}
              >
                {renderItem(item)}
              </div>
            )),
          )}
        </div>
      </div>
      {overflows && (
        <div className="mt-3 flex items-center justify-end gap-2">
          {autoplay && (
            <Button variant="ghost" className={`me-auto text-sm ${tone === 'dark' ? '!text-cream-50 hover:!bg-white/10' : ''}`} onPress={() => send({ type: stopped ? 'PLAY' : 'STOP' })}>
              {stopped ? t('product.playCarousel') : t('product.pauseCarousel')}
            </Button>
          )}
          <Button variant="icon" aria-label={previousLabel} isDisabled={!scroll.prev} onPress={() => embla?.scrollPrev()} className="border border-olive-200 bg-white">
            <ChevronIcon className="size-5 rotate-180 rtl:rotate-0" />
          </Button>
          <Button variant="icon" aria-label={nextLabel} isDisabled={!scroll.next} onPress={() => embla?.scrollNext()} className="border border-olive-200 bg-white">
            <ChevronIcon className="size-5 rtl:rotate-180" />
          </Button>
        </div>
      )}
    </div>
  );
}
