import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the place they take comes within a screen of the viewport, so the code of
 * a section far down the page (forms, their validation) is not fetched with the page itself.
 */
export function WhenNear({ id, minHeight, children }: { id?: string; minHeight: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} id={id} style={near ? undefined : { minHeight }}>
      {near && <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>}
    </div>
  );
}
