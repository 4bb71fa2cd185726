// The page's script. The styles come with the page (render-blocking, as a stylesheet in its head);
// the browser first shows what the server drew (a browse page's first screen), then the app's code is
// evaluated: main.tsx runs once a frame has been painted.
import './styles.css';

requestAnimationFrame(() => setTimeout(() => void import('./main.tsx')));
