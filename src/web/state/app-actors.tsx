import { createContext, type ReactNode, useContext } from 'react';
import { type Actor, type AnyActorRef, createActor, fromPromise } from 'xstate';
import { addToCartMachine } from '../../../machines/add-to-cart.ts';
import { type DirectPurchaseLine, directPurchaseMachine } from '../../../machines/direct-purchase.ts';
import { headerMenusMachine, type HeaderMenu } from '../../../machines/header-menus.ts';
import { type NotificationInput, notificationsMachine } from '../../../machines/notifications.ts';
import type { Api } from '../api/client.ts';
import type { I18n } from '../i18n/index.ts';
import type { Texts } from '../i18n/app-texts.ts';
import { addThroughCart, type CartActor, createCart, startCartFollowingSession, webCartMachine } from './cart.ts';
import { createDirectPurchase, type DirectPurchaseActor } from './direct-purchase.ts';
import type { SessionActor } from './session.ts';
import { sessionMachine } from '../../../machines/session.ts';
import { devInspect } from '../../dev/inspector.ts';
import { useAppSelector } from './use-app-selector.ts';

/** The app's long-lived actors, one set per tab (and per server render); components select from them and send them events. */
export interface AppActors {
  headerMenus: Actor<typeof headerMenusMachine>;
  notifications: Actor<typeof notificationsMachine>;
  session: SessionActor;
  cart: CartActor;
  directPurchase: DirectPurchaseActor;
  /** The API client, with the session's token and refresh. */
  api: Api;
  i18n: I18n;
  /** The parts of the texts this app holds, and the forms' when a form shows. */
  texts: Texts;
  /** The add-to-cart control's machine, adding through this app's cart (made once, not per control). */
  addToCart: typeof addToCartMachine;
  /** An actor's state before it started: what the server rendered from, and React hydrates from (useAppSelector). */
  firstSnapshotOf(actor: AnyActorRef): unknown;
}

/** Remembers each actor's state now, before any starts; an actor it does not know answers its current state. */
function firstSnapshots(actors: AnyActorRef[]): AppActors['firstSnapshotOf'] {
  const first = new Map<AnyActorRef, unknown>(actors.map((actor) => [actor, actor.getSnapshot()]));
  return (actor) => (first.has(actor) ? first.get(actor) : actor.getSnapshot());
}

/**
 * The actors, created but not started: the server renders from their first states, and the browser
 * hydrates from the same ones before startAppActors runs them.
 */
export function createAppActors({ session, api, texts, goToCheckout }: { session: SessionActor; api: Api; texts: Texts; goToCheckout: (line: DirectPurchaseLine) => void }): AppActors {
  const { i18n } = texts;
  const headerMenus = createActor(headerMenusMachine, { inspect: devInspect });
  const notifications = createActor(notificationsMachine, { inspect: devInspect });
  const notify = (notification: NotificationInput) => notifications.send({ type: 'NOTIFY', notification });
  const openAuthentication = () => headerMenus.send({ type: 'OPEN', menu: 'account' });
  const cart = createCart(api, i18n, notify);
  const directPurchase = createDirectPurchase(api, i18n, { goToCheckout, openAuthentication }, notify);
  return {
    headerMenus,
    notifications,
    session,
    cart,
    directPurchase,
    api,
    i18n,
    texts,
    addToCart: addToCartMachine.provide({ actors: { addItem: fromPromise(({ input }) => addThroughCart(cart, input)) } }),
    firstSnapshotOf: firstSnapshots([headerMenus, notifications, session, cart, directPurchase]),
  };
}

/**
 * The actors a server render draws from: each machine at its first state, with none of the browser's
 * effects (never started, so none would run). The same states createAppActors starts from, without
 * building a machine anew for each render (xstate's provide()).
 */
export function createRenderActors({ api, texts }: { api: Api; texts: Texts }): AppActors {
  return {
    headerMenus: createActor(headerMenusMachine),
    notifications: createActor(notificationsMachine),
    session: createActor(sessionMachine),
    cart: createActor(webCartMachine),
    directPurchase: createActor(directPurchaseMachine),
    api,
    i18n: texts.i18n,
    texts,
    addToCart: addToCartMachine,
    // Never started on the server: each actor's state is its first.
    firstSnapshotOf: (actor) => actor.getSnapshot(),
  };
}

/** Runs the actors (in the browser, once the page is hydrated); the cart reloads when the language changes (names come translated). */
export function startAppActors(actors: AppActors): () => void {
  actors.headerMenus.start();
  actors.notifications.start();
  actors.directPurchase.start();
  const stopFollowing = startCartFollowingSession(actors.cart, actors.session);
  actors.session.start();
  const reloadCart = () => actors.cart.send({ type: 'LOAD' });
  actors.i18n.on('languageChanged', reloadCart);
  return () => {
    actors.i18n.off('languageChanged', reloadCart);
    stopFollowing();
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
  const isOpen = useAppSelector(headerMenus, (state) => state.matches(menu));
  const setOpen = (open: boolean) => headerMenus.send(open ? { type: 'OPEN', menu } : { type: 'CLOSE', menu });
  return [isOpen, setOpen];
}
