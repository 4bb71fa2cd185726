import { setup } from 'xstate';

/** The header's menus; opening one closes any other (spec section 4). */
export type HeaderMenu = 'account' | 'cart' | 'language' | 'navigation';

export type HeaderMenusEvent =
  | { type: 'OPEN'; menu: HeaderMenu }
  | { type: 'TOGGLE'; menu: HeaderMenu }
  | { type: 'CLOSE'; menu?: HeaderMenu }
  | { type: 'ROUTE_CHANGED' };

export const headerMenusMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    events: {} as HeaderMenusEvent,
  },
  // Stryker restore all
  guards: {
    isMenu: ({ event }, menu: HeaderMenu) => (event.type === 'OPEN' || event.type === 'TOGGLE') && event.menu === menu,
    closesThis: ({ event }, menu: HeaderMenu) => event.type !== 'CLOSE' || event.menu === undefined || event.menu === menu,
  },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'headerMenus',
  initial: 'closed',
  // From anywhere, opening a menu shows it alone.
  on: {
    OPEN: [
      { guard: { type: 'isMenu', params: 'account' }, target: '.account' },
      { guard: { type: 'isMenu', params: 'cart' }, target: '.cart' },
      { guard: { type: 'isMenu', params: 'language' }, target: '.language' },
      { guard: { type: 'isMenu', params: 'navigation' }, target: '.navigation' },
    ],
    TOGGLE: [
      { guard: { type: 'isMenu', params: 'account' }, target: '.account' },
      { guard: { type: 'isMenu', params: 'cart' }, target: '.cart' },
      { guard: { type: 'isMenu', params: 'language' }, target: '.language' },
      { guard: { type: 'isMenu', params: 'navigation' }, target: '.navigation' },
    ],
    ROUTE_CHANGED: '.closed',
  },
  states: {
    closed: {},
    account: {
      on: {
        TOGGLE: { guard: { type: 'isMenu', params: 'account' }, target: 'closed' },
        CLOSE: { guard: { type: 'closesThis', params: 'account' }, target: 'closed' },
      },
    },
    cart: {
      on: {
        TOGGLE: { guard: { type: 'isMenu', params: 'cart' }, target: 'closed' },
        CLOSE: { guard: { type: 'closesThis', params: 'cart' }, target: 'closed' },
      },
    },
    language: {
      on: {
        TOGGLE: { guard: { type: 'isMenu', params: 'language' }, target: 'closed' },
        CLOSE: { guard: { type: 'closesThis', params: 'language' }, target: 'closed' },
      },
    },
    navigation: {
      on: {
        TOGGLE: { guard: { type: 'isMenu', params: 'navigation' }, target: 'closed' },
        CLOSE: { guard: { type: 'closesThis', params: 'navigation' }, target: 'closed' },
      },
    },
  },
});
