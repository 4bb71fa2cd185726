import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type HeaderMenu, headerMenusMachine } from '../../machines/header-menus.ts';

const MENUS: HeaderMenu[] = ['account', 'cart', 'language', 'navigation'];

function open() {
  const actor = createActor(headerMenusMachine).start();
  return { actor, state: () => actor.getSnapshot().value };
}

describe('header menus', () => {
  it('opens one menu at a time: opening one closes any other', () => {
    const { actor, state } = open();
    expect(state()).toBe('closed');
    for (const first of MENUS) {
      for (const second of MENUS) {
        actor.send({ type: 'OPEN', menu: first });
        expect(state()).toBe(first);
        actor.send({ type: 'OPEN', menu: second });
        expect(state()).toBe(second);
      }
    }
  });

  it('toggles the open menu closed, and closes only the menu named', () => {
    const { actor, state } = open();
    actor.send({ type: 'TOGGLE', menu: 'cart' });
    expect(state()).toBe('cart');
    actor.send({ type: 'TOGGLE', menu: 'cart' });
    expect(state()).toBe('closed');
    actor.send({ type: 'OPEN', menu: 'account' });
    actor.send({ type: 'CLOSE', menu: 'language' });
    expect(state()).toBe('account');
    actor.send({ type: 'CLOSE', menu: 'account' });
    expect(state()).toBe('closed');
    actor.send({ type: 'OPEN', menu: 'language' });
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('closed');
  });

  it('closes every menu when the route changes', () => {
    for (const menu of MENUS) {
      const { actor, state } = open();
      actor.send({ type: 'OPEN', menu });
      actor.send({ type: 'ROUTE_CHANGED' });
      expect(state()).toBe('closed');
    }
  });

  it.each(MENUS)('with the %s menu open: toggling it closes it, toggling another shows that one, and only its own close or a bare close closes it', (menu) => {
    for (const other of MENUS.filter((m) => m !== menu)) {
      const { actor, state } = open();
      actor.send({ type: 'TOGGLE', menu });
      expect(state()).toBe(menu);
      actor.send({ type: 'CLOSE', menu: other });
      expect(state()).toBe(menu);
      actor.send({ type: 'TOGGLE', menu: other });
      expect(state()).toBe(other);
      actor.send({ type: 'OPEN', menu });
      actor.send({ type: 'TOGGLE', menu });
      expect(state()).toBe('closed');
    }
    const { actor, state } = open();
    actor.send({ type: 'OPEN', menu });
    actor.send({ type: 'CLOSE', menu });
    expect(state()).toBe('closed');
    actor.send({ type: 'OPEN', menu });
    actor.send({ type: 'CLOSE' });
    expect(state()).toBe('closed');
    // Closing when nothing is open changes nothing.
    actor.send({ type: 'CLOSE', menu });
    expect(state()).toBe('closed');
  });
});
