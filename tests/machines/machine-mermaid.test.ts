import { describe, expect, it } from 'vitest';
import { cartMachine } from '../../machines/cart.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { headerMenusMachine } from '../../machines/header-menus.ts';
import { activeStateIdsOf, machineToMermaid } from '../../src/dev/machine-mermaid.ts';

describe('machine diagrams in Mermaid', () => {
  it('draws events with guards, delays and invoked actors, and arrows from a box start at its "(any state)" mark', () => {
    const checkout = machineToMermaid(checkoutMachine);
    expect(checkout).toContain('checkout_step0 --> checkout_step1 : NEXT [step0Valid]');
    expect(checkout).toContain('checkout_placing --> checkout_paying : done placeOrder [paysByCard]');
    expect(checkout).toContain('checkout_resuming --> checkout_step3 : always [reached(3)]');
    const cart = machineToMermaid(cartMachine);
    expect(cart).toContain('cart_sync_awaitingMerge --> cart_sync_merging : after 300 ms (mergeDelay)');
    expect(cart).toContain('cart_sync__any --> cart_sync_loading : LOAD, SYNC');
    // A guard's parameter as the machine names it, a word and not its letters.
    expect(machineToMermaid(headerMenusMachine)).toContain('OPEN [isMenu(account)]');
    // Parallel regions side by side.
    expect(cart).toMatch(/\}\n\s+--\n/);
  });

  it('highlights the innermost current state of each region', () => {
    expect(activeStateIdsOf('cart', { sync: 'idle', badge: 'bouncing' })).toEqual(['cart.sync.idle', 'cart.badge.bouncing']);
    expect(activeStateIdsOf('checkout', 'step2')).toEqual(['checkout.step2']);
    const drawn = machineToMermaid(checkoutMachine, activeStateIdsOf('checkout', 'step2'));
    expect(drawn).toContain('class checkout_step2 active');
  });
});
