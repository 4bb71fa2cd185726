import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import { type Actor, createActor } from 'xstate';
import { headerMenusMachine, type HeaderMenu } from '../../../machines/header-menus.ts';
import { type NotificationInput, notificationsMachine } from '../../../machines/notifications.ts';
import type { Api } from '../api/client.ts';
import { type CartActor, startCart } from './cart.ts';
import { type DirectPurchaseActor, startDirectPurchase } from './direct-purchase.ts';
import type { SessionActor } from './session.ts';
import { devInspect } from '../../dev/inspector.ts';

/** The app's long-lived actors, started once; components select from them and send them events. */
export interface AppActors {
  headerMenus: Actor<typeof headerMenusMachine>;
  notifications: Actor<typeof notificationsMachine>;
  session: SessionActor;
  cart: CartActor;
  directPurchase: DirectPurchaseActor;
  /** The API client, with the session's token and refresh. */
  api: Api;
}

export function startAppActors(session: SessionActor, api: Api): AppActors {
  const notifications = createActor(notificationsMachine, { inspect: devInspect }).start();
  const notify = (notification: NotificationInput) => notifications.send({ type: 'NOTIFY', notification });
  return {
    headerMenus: createActor(headerMenusMachine, { inspect: devInspect }).start(),
    notifications,
    session,
    cart: startCart(api, session, notify),
    directPurchase: startDirectPurchase(api, notify),
    api,
  };
}

const AppActorsContext = createContext<AppActors | null>(null);

export function AppActorsProvider({ actors, children }: { actors: AppActors; children: ReactNode }) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (!actors) throw new Error('useAppActors outside AppActorsProvider');
  return actors;
}

/** Open state of one header menu, and the setter react-aria's triggers call. */
export function useHeaderMenu(menu: HeaderMenu): [boolean, (open: boolean) => void] {
  const { headerMenus } = useAppActors();
  const isOpen = useSelector(headerMenus, (state) => state.matches(menu));
  const setOpen = (open: boolean) => headerMenus.send(open ? { type: 'OPEN', menu } : { type: 'CLOSE', menu });
  return [isOpen, setOpen];
}
