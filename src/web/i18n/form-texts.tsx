import { type ComponentType, use } from 'react';
import { useAppActors } from '../state/app-actors.tsx';
import { type LazyComponent, lazyComponent } from '../ui/lazy-component.tsx';
import type { Texts } from './app-texts.ts';

/** A route's beforeLoad when its page shows a form: the forms' texts come before the page renders. */
export const formTextsFirst = ({ context }: { context: { texts: Texts } }) => context.texts.forms();

/**
 * A form loaded when it is shown (a panel that opens, a section that comes near), or before on the
 * intent to open it (its `preload()` and `texts.forms()`): its code and the forms' texts come
 * together, inside the caller's Suspense boundary, which shows no fallback once both are in.
 */
export function lazyForm<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  const Form = lazyComponent(loader);
  function WithFormTexts(props: P) {
    // Both asked for before either is waited for.
    const textsIn = useAppActors().texts.forms();
    const codeIn = Form.preload();
    use(textsIn);
    use(codeIn);
    return <Form {...props} />;
  }
  return Object.assign(WithFormTexts, { preload: Form.preload });
}
