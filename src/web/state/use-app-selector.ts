import { useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useAppActors } from './app-actors.tsx';

/**
 * Selects from one of the app's actors (session, cart, header menus…) as @xstate/react's useSelector
 * does, except while React hydrates: then from the actor's first state, the one the server rendered
 * from. The actors start once the page's root has hydrated; a part React hydrates later (the header, a
 * card coming near the screen) would otherwise hydrate from a session already restored, which the
 * server never saw, and React would throw its HTML away (error #418). React renders it again at once
 * with the actor's state.
 */
export function useAppSelector<A extends AnyActorRef, T>(actor: A, selector: (snapshot: SnapshotFrom<A>) => T, compare?: (a: T, b: T) => boolean): T {
  const live = useSelector(actor as Pick<AnyActorRef, 'subscribe' | 'getSnapshot'>, selector as (snapshot: unknown) => T, compare);
  const hydrated = useHydrated();
  const { firstSnapshotOf } = useAppActors();
  return hydrated ? live : selector(firstSnapshotOf(actor) as SnapshotFrom<A>);
}
