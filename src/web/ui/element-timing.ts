/**
 * The element-timing name of the pictures a page's first screen shows with priority (the hero, the
 * first product cards, a product's photo): the browser reports when each is painted, and entry.ts
 * fetches the app's code only once those in view are.
 */
export const FIRST_SCREEN_PICTURE = 'first-screen';

declare module 'react' {
  // Merged with React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    /** Element Timing API: the browser reports this element's paint under that name. */
    elementtiming?: string;
  }
}
