import type { ReactNode } from 'react';

/** One block of the settings page, named by its heading. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-olive-100 bg-white/70 p-5 md:p-6">
      <h2 id={id} className="mb-4 font-serif text-2xl text-olive-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
