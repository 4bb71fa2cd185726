import { type ReactNode, Suspense } from 'react';
import { yieldToBrowser } from '../yield-to-browser.ts';

// Taking a drawn page over is one task in Preact (it has no time slicing): on the shop page, a
// quarter of a second on a 4× slowed phone, with taps held up all along. So each part wrapped in
// <HydrateLater> (a product card, the footer) is passed over while the page is taken over (it
// suspends; Preact keeps the server's DOM for it) and taken over afterwards, one part per task, in
// page order.

let hydrating = false;
const waiting: (() => void)[] = [];

/** Takes the page over (`hydrate`), then the parts it passed over, each in a task of its own. */
export async function hydrateInParts(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
  while (waiting.length) {
    await yieldToBrowser();
    waiting.shift()!();
  }
}

function PassedOver({ children }: { children: ReactNode }) {
  if (hydrating) throw new Promise<void>((resolve) => waiting.push(resolve));
  return children;
}

/**
 * A part of the page that is taken over after the rest (see above). It must draw one element at its
 * root, the one the server drew, which Preact keeps until then (or nothing, as the last thing in its
 * parent). It must not follow, in the same parent, a part the server drew while its data was still
 * coming (between <!--$s--> and <!--/$s-->): Preact then keeps the wrong element for it. Outside the
 * taking over of a drawn page it changes nothing.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PassedOver>{children}</PassedOver>
    </Suspense>
  );
}
