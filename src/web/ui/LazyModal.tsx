import { lazy, Suspense } from 'react';
import type { ModalProps } from './Modal.tsx';

const Modal = lazy(() => import('./Modal.tsx').then((m) => ({ default: m.Modal })));

/** A Modal whose code (react-aria's overlays) loads the first time it opens: for dialogs off the first screen's path. */
export function LazyModal(props: ModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
