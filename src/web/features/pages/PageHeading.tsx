import type { ReactNode } from 'react';

/** The title block every inner page opens with. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="zellige border-b border-olive-100 bg-cream-100/70">
      <div className="mx-auto max-w-6xl px-6 py-10 md:py-14">
        <h1 className="font-serif text-3xl text-olive-900 md:text-4xl">{title}</h1>
        {children && <div className="mt-3 max-w-2xl text-olive-800">{children}</div>}
      </div>
    </div>
  );
}
