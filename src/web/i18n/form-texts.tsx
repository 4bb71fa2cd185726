import { type ComponentType, lazy, use } from 'react';
import { useAppActors } from '../state/app-actors.tsx';
import type { Texts } from './text-parts.ts';

/** A route's beforeLoad when its page shows a form: the forms' texts come before the page renders. */
export const formTextsFirst = ({ context }: { context: { texts: Texts } }) => context.texts.forms();

/**
 * A form loaded when it is shown (a panel that opens, a section that comes near): its code and the
 * forms' texts come together, inside the caller's Suspense boundary.
 */
export function lazyForm<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Form = lazy(load);
  return function WithFormTexts(props: P) {
    use(useAppActors().texts.forms());
    return <Form {...props} />;
  };
}
