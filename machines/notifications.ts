import { type ActorRefFrom, assign, sendParent, setup, stopChild } from 'xstate';

export type NotificationType = 'success' | 'error' | 'warning' | 'info';

export interface NotificationInput {
  message: string;
  type?: NotificationType;
  title?: string;
  /** Label of an optional action button; pressing it sends ACTION to the app. */
  action?: string;
  /** Milliseconds before it leaves by itself; 0 or less keeps it until dismissed. */
  duration?: number;
}

export interface Notification {
  id: string;
  message: string;
  type: NotificationType;
  title: string | undefined;
  action: string | undefined;
  duration: number;
  timestamp: number;
}

/** Spec section 9: auto-dismiss after 5000 ms; a toast leaves with a 300 ms exit. */
export const NOTIFICATION_DURATION_MS = 5000;
export const NOTIFICATION_EXIT_MS = 300;

/** One toast: shown, then leaving for 300 ms, then gone (its parent removes it). */
export const toastMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as { id: string; duration: number },
    input: {} as { id: string; duration: number },
    events: {} as { type: 'DISMISS' } | { type: 'PAUSE' } | { type: 'RESUME' },
  },
  // Stryker restore all
  delays: {
    visible: ({ context }) => context.duration,
    exit: NOTIFICATION_EXIT_MS,
  },
  guards: {
    expires: ({ context }) => context.duration > 0,
  },
  actions: {
    announceGone: sendParent(({ context }) => ({ type: 'REMOVE', id: context.id }) as const),
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => input,
  initial: 'visible',
  states: {
    visible: {
      initial: 'running',
      on: { DISMISS: 'exiting' },
      states: {
        // A toast of duration 0 or less stays here until dismissed.
        running: {
          always: { guard: 'expires', target: 'timing' },
        },
        timing: {
          after: { visible: '#toast.exiting' },
          on: { PAUSE: 'paused' },
        },
        paused: {
          on: { RESUME: 'timing' },
        },
      },
    },
    exiting: {
      after: { exit: 'gone' },
    },
    gone: {
      type: 'final',
      entry: 'announceGone',
    },
  },
});

export type ToastRef = ActorRefFrom<typeof toastMachine>;

export interface NotificationsContext {
  items: (Notification & { ref: ToastRef })[];
  counter: number;
}

export type NotificationsEvent =
  | { type: 'NOTIFY'; notification: NotificationInput }
  | { type: 'DISMISS'; id: string }
  | { type: 'REMOVE'; id: string }
  | { type: 'CLEAR' };

/** The toasts of the app (spec section 4): newest last, each with its own timers. */
export const notificationsMachine = setup({
  // Stryker disable all: types exist for the type checker only
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  // Stryker restore all
  actors: { toast: toastMachine },
  actions: {
    add: assign(({ context, event, spawn }) => {
      if (event.type !== 'NOTIFY') return {};
      const { notification: input } = event;
      const id = `n${context.counter + 1}`;
      const duration = input.duration ?? NOTIFICATION_DURATION_MS;
      const notification: Notification = {
        id,
        message: input.message,
        type: input.type ?? 'info',
        title: input.title,
        action: input.action,
        duration,
        timestamp: Date.now(),
      };
      return {
        counter: context.counter + 1,
        items: [...context.items, { ...notification, ref: spawn('toast', { id, input: { id, duration } }) }],
      };
    }),
    dismiss: ({ context, event }) => {
      if (event.type !== 'DISMISS') return;
      context.items.find((item) => item.id === event.id)?.ref.send({ type: 'DISMISS' });
    },
    remove: assign(({ context, event }) => ({
      items: context.items.filter((item) => item.id !== (event as { id: string }).id),
    })),
    stopRemoved: stopChild(({ event }) => (event as { id: string }).id),
    clear: assign({ items: [] }),
  },
}).createMachine({
  // Stryker disable next-line all: the id names the machine in diagrams and the inspector only
  id: 'notifications',
  context: { items: [], counter: 0 },
  on: {
    NOTIFY: { actions: 'add' },
    DISMISS: { actions: 'dismiss' },
    REMOVE: { actions: ['stopRemoved', 'remove'] },
    CLEAR: { actions: 'clear' },
  },
});
