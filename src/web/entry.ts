// The page's script. The styles come with the page (render-blocking, as a stylesheet in its head);
// the browser first shows what the server drew (a browse page's first screen), then the app's code is
// evaluated: main.tsx runs once a frame has been painted.
import './styles.css';

requestAnimationFrame(() =>
  setTimeout(() => {
    // The first use of Intl loads the browser's locale data (some 50 ms on a slow phone): done here,
    // in a task of its own, rather than inside the app's evaluation where react-aria first asks.
    Intl.DateTimeFormat.supportedLocalesOf([document.documentElement.lang || 'fr']);
    setTimeout(() => void import('./main.tsx'));
  }),
);
