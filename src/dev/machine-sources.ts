import { type AnyStateMachine, StateMachine } from 'xstate';
import * as addToCart from '../../machines/add-to-cart.ts';
import * as autoAdvance from '../../machines/auto-advance.ts';
import * as cart from '../../machines/cart.ts';
import * as checkout from '../../machines/checkout.ts';
import * as directPurchase from '../../machines/direct-purchase.ts';
import * as formSubmission from '../../machines/form-submission.ts';
import * as fulfilment from '../../machines/fulfilment.ts';
import * as headerMenus from '../../machines/header-menus.ts';
import * as heroReveal from '../../machines/hero-reveal.ts';
import * as hoverTooltip from '../../machines/hover-tooltip.ts';
import * as imageLoad from '../../machines/image-load.ts';
import * as notifications from '../../machines/notifications.ts';
import * as passwordReset from '../../machines/password-reset.ts';
import * as searchAsYouType from '../../machines/search-as-you-type.ts';
import * as session from '../../machines/session.ts';
import * as timedSend from '../../machines/timed-send.ts';
import * as verification from '../../machines/verification.ts';
import { machineToMermaid } from './machine-mermaid.ts';

/** Every module of machines/ (a test checks none is missing), for the diagrams and the dev page. */
export const MACHINE_MODULES: Record<string, Record<string, unknown>> = {
  'add-to-cart.ts': addToCart,
  'auto-advance.ts': autoAdvance,
  'cart.ts': cart,
  'checkout.ts': checkout,
  'direct-purchase.ts': directPurchase,
  'form-submission.ts': formSubmission,
  'fulfilment.ts': fulfilment,
  'header-menus.ts': headerMenus,
  'hero-reveal.ts': heroReveal,
  'hover-tooltip.ts': hoverTooltip,
  'image-load.ts': imageLoad,
  'notifications.ts': notifications,
  'password-reset.ts': passwordReset,
  'search-as-you-type.ts': searchAsYouType,
  'session.ts': session,
  'timed-send.ts': timedSend,
  'verification.ts': verification,
};

export interface MachineSource {
  /** The machine's id, the diagram's file name. */
  name: string;
  file: string;
  machine: AnyStateMachine;
  mermaid: string;
}

/** Each machine exported by machines/, with its diagram's Mermaid source. */
export function machineDiagramSources(): MachineSource[] {
  return Object.entries(MACHINE_MODULES).flatMap(([file, module]) =>
    Object.values(module)
      .filter((value): value is AnyStateMachine => value instanceof StateMachine)
      .map((machine) => ({ name: machine.id, file, machine, mermaid: machineToMermaid(machine) })),
  );
}
