// The page's script. The styles come with the page (render-blocking, as a stylesheet in its head);
// the browser first shows what the server drew (a browse page's first screen) with its main pictures,
// then the app's code is fetched and evaluated: main.tsx runs once they are on screen and a worker
// has made Intl's first use (intl-warm-worker.ts).
import './styles.css';
import { afterNextPaint } from './after-next-paint.ts';
import { revealHeroWithPicture } from './features/home/reveal-hero-early.ts';
import { FIRST_SCREEN_PICTURE } from './ui/element-timing.ts';

/** How long the first screen's pictures may hold the app's code back, from the start of the visit. */
const PICTURES_WAIT_MS = 3000;

const settled = (img: HTMLImageElement) =>
  img.complete ? Promise.resolve() : new Promise((resolve) => ['load', 'error'].forEach((type) => img.addEventListener(type, resolve, { once: true })));

/** Resolves once every main picture in view has been painted (or has failed), or at PICTURES_WAIT_MS. */
function firstScreenPainted(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_PICTURE}"]`)];
  if (pictures.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const cap = setTimeout(done, Math.max(0, PICTURES_WAIT_MS - performance.now()));
    let painted: PerformanceObserver | undefined;
    function done() {
      clearTimeout(cap);
      painted?.disconnect();
      resolve();
    }
    // Pictures out of view are never painted: only those in view are waited for.
    const inView = new IntersectionObserver((entries) => {
      inView.disconnect();
      const waiting = new Set(entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLImageElement));
      const seen = (img: Element) => {
        waiting.delete(img as HTMLImageElement);
        if (waiting.size === 0) done();
      };
      if (waiting.size === 0) return done();
      // A picture that failed is not waited for either.
      for (const img of waiting) {
        if (img.complete && img.naturalWidth === 0) seen(img);
        else img.addEventListener('error', () => seen(img), { once: true });
      }
      if (waiting.size === 0) return;
      if (PerformanceObserver.supportedEntryTypes.includes('element')) {
        // The browser says when each is painted (element timing).
        painted = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) if (entry.element) seen(entry.element);
        });
        painted.observe({ type: 'element', buffered: true });
      } else {
        // Without element timing: loaded, then a frame.
        void Promise.all([...waiting].map(settled)).then(afterNextPaint).then(done);
      }
    });
    for (const img of pictures) inView.observe(img);
  });
}

/** How long Intl's warm-up may hold the app's code back. */
const INTL_WAIT_MS = 1000;

/** Resolves once a worker has used Intl for the page's languages (intl-warm-worker.ts), or at INTL_WAIT_MS. */
function intlWarmed(): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warm-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return resolve();
    }
    const cap = setTimeout(done, INTL_WAIT_MS);
    function done() {
      clearTimeout(cap);
      worker.terminate();
      resolve();
    }
    worker.onmessage = worker.onerror = done;
    worker.postMessage([document.documentElement.lang || 'fr', navigator.language]);
  });
}

revealHeroWithPicture();
void Promise.all([firstScreenPainted(), intlWarmed()]).then(afterNextPaint).then(() => import('./main.tsx'));
