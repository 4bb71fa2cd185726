// The page's script. The styles come with the page (render-blocking, as a stylesheet in its head);
// the browser first shows what the server drew (a browse page's first screen) with its main pictures,
// then the app's code is fetched and evaluated: main.tsx runs once they are on screen.
import './styles.css';

/** How long the first screen's pictures may hold the app's code back, from the start of the visit. */
const PICTURES_WAIT_MS = 3000;
/** After its pictures are decoded, how long a page whose largest paint is not one of them waits. */
const AFTER_DECODE_MS = 250;

function firstScreenPainted(): Promise<void> {
  // The pictures the server drew with priority: the hero, the first product cards, a product's photo.
  const pictures: Element[] = [...document.querySelectorAll('img[fetchpriority="high"]')];
  if (pictures.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    // The browser reports a picture in view as the page's largest paint once it is on screen.
    const observer = new PerformanceObserver((list) => {
      if ((list.getEntries() as (PerformanceEntry & { element?: Element | null })[]).some((entry) => entry.element && pictures.includes(entry.element))) done();
    });
    const cap = setTimeout(done, Math.max(0, PICTURES_WAIT_MS - performance.now()));
    function done() {
      observer.disconnect();
      clearTimeout(cap);
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    // None of them may be reported (out of view, or smaller than a text): decoded, and a moment later.
    void Promise.all(pictures.map((img) => (img as HTMLImageElement).decode().catch(() => undefined))).then(() => setTimeout(done, AFTER_DECODE_MS));
  });
}

void firstScreenPainted().then(() =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      // The first use of Intl loads the browser's locale data (some 50 ms on a slow phone): done here,
      // in a task of its own, rather than inside the app's evaluation where react-aria first asks.
      Intl.DateTimeFormat.supportedLocalesOf([document.documentElement.lang || 'fr']);
      setTimeout(() => void import('./main.tsx'));
    }),
  ),
);
