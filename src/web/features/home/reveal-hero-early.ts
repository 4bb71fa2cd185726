// Spec section 2: the hero's content fades in once its picture has loaded, or after 1 s at the latest.
// On the server's page a CSS animation holds the fade back for that second (Hero.tsx), as no code has
// run yet; the page's first script (entry.ts) calls this to start the fade as soon as the picture is in.

/** Starts the hero's fade at once if its picture is in before the 1 s fallback, else when it loads. */
export function revealHeroWithPicture(): void {
  const content = document.querySelector<HTMLElement>('[data-hero-content]');
  const picture = content?.parentElement?.querySelector('img');
  if (!content || !picture) return;
  const start = () => {
    for (const animation of content.getAnimations()) {
      const delay = Number(animation.effect?.getTiming().delay ?? 0);
      // Still waiting for its second: skip the rest of the wait (a fade under way is left alone).
      if (Number(animation.currentTime ?? 0) < delay) animation.currentTime = delay;
    }
  };
  if (picture.complete && picture.naturalWidth > 0) start();
  else picture.addEventListener('load', start, { once: true });
}
