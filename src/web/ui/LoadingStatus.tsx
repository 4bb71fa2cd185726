import type { ReactNode } from 'react';

/** A spinner with its text, announced politely: 'Chargement…' lines of the spec. */
export function LoadingStatus({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-3 ${className}`}>
      <span aria-hidden="true" className="inline-block size-5 shrink-0 animate-spin rounded-full border-2 border-olive-800 border-t-transparent" />
      {children}
    </p>
  );
}
