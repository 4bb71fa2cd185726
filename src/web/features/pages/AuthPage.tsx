import type { ReactNode } from 'react';

/** The frame of the account pages (login, signup, verification, reset). */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="zellige flex justify-center px-4 py-12 md:py-20">
      <div className="w-full max-w-md rounded-3xl border border-olive-100 bg-white p-8 shadow-sm">
        <h1 className="font-serif text-3xl">{title}</h1>
        <div className="mt-4 flex flex-col gap-4 text-olive-900">{children}</div>
      </div>
    </div>
  );
}
