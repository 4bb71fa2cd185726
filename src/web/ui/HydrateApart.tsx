import { type ReactNode, Suspense } from 'react';

/**
 * A part of the page React hydrates on its own (a Suspense boundary around what the server rendered):
 * hydrated, committed and its effects run apart from the rest, so a page of them is hydrated in short
 * tasks rather than one long one, and a click on one part makes React hydrate that part first. Nothing
 * in it suspends: the fallback never shows.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
