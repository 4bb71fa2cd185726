import type { ReactNode } from 'react';

/**
 * A polite live region, always in the page so screen readers hear what is put in it (the result of
 * an action, a save); empty when there is nothing to say.
 */
export function Status({ children, tone = 'ok', className = '' }: { children?: ReactNode; tone?: 'ok' | 'error'; className?: string }) {
  const colours = tone === 'ok' ? 'border-olive-300 bg-olive-50 text-olive-900' : 'border-red-300 bg-red-50 text-red-800';
  return (
    <div role="status" className={className}>
      {children ? <p className={`rounded-2xl border px-4 py-3 text-sm font-medium ${colours}`}>{children}</p> : null}
    </div>
  );
}

/** An error that needs attention now. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
