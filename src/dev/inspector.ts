import { type AnyStateMachine, type InspectionEvent, type StateValue, StateMachine } from 'xstate';

/** An actor QA can watch on /dev/machines: which machine, where it is, what it was sent last. */
export interface WatchedActor {
  sessionId: string;
  machineId: string;
  value: StateValue;
  status: string;
  events: { type: string; at: number }[];
}

/** What a tab of the shop tells /dev/machines (in any tab) about its actors. */
export interface TabReport {
  tab: string;
  path: string;
  actors: WatchedActor[];
}

const RECENT = 12;
const CHANNEL = 'oils-machines';
const tab = Math.random().toString(36).slice(2, 8);
const actors = new Map<string, WatchedActor & { machine: AnyStateMachine }>();
const listeners = new Set<() => void>();
// Development in a browser only: production and tests open no channel.
const channel = import.meta.env.DEV && typeof window !== 'undefined' ? new BroadcastChannel(CHANNEL) : undefined;
let reportQueued = false;

function report() {
  reportQueued = false;
  // A test's page may be gone by the time a queued report runs.
  if (!channel || typeof location === 'undefined') return;
  channel.postMessage({ tab, path: location.pathname, actors: watchedActors() } satisfies TabReport);
}

function changed() {
  for (const listener of listeners) listener();
  // One report per burst of changes.
  if (!reportQueued) {
    reportQueued = true;
    queueMicrotask(report);
  }
}

/**
 * XState's inspection hook for the app's machines (development only): keeps each running machine
 * actor with its state and its last events, and tells the other tabs; stopped and finished ones are let go.
 * Invoked promises and callbacks are not machines and are not kept.
 */
export function inspect(event: InspectionEvent): void {
  const ref = event.actorRef as typeof event.actorRef & { logic?: unknown };
  if (event.type === '@xstate.actor') {
    if (!(ref.logic instanceof StateMachine)) return;
    const machine = ref.logic as AnyStateMachine;
    actors.set(ref.sessionId, { sessionId: ref.sessionId, machineId: machine.id, machine, value: '', status: 'active', events: [] });
    return changed();
  }
  const watched = actors.get(ref.sessionId);
  if (!watched) return;
  if (event.type === '@xstate.event' && !event.event.type.startsWith('xstate.init')) {
    watched.events = [{ type: event.event.type, at: Date.now() }, ...watched.events].slice(0, RECENT);
    changed();
  } else if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as { value?: StateValue; status?: string };
    // A stopped actor is gone; a finished one (final state) will not move again.
    if (snapshot.status === 'stopped' || snapshot.status === 'done') actors.delete(ref.sessionId);
    else Object.assign(watched, { value: snapshot.value ?? watched.value, status: snapshot.status ?? watched.status });
    changed();
  }
}

/** This tab's watched actors. */
export function watchedActors(): WatchedActor[] {
  return [...actors.values()].map(({ machine: _machine, ...actor }) => actor);
}

/** The reports of every tab of the shop (this one included), as /dev/machines shows them. */
export function watchTabs(onChange: (tabs: TabReport[]) => void): () => void {
  const tabs = new Map<string, TabReport>();
  const emit = () => onChange([...tabs.values()]);
  const own = () => {
    tabs.set(tab, { tab, path: location.pathname, actors: watchedActors() });
    emit();
  };
  const listen = new BroadcastChannel(CHANNEL);
  listen.onmessage = ({ data }: MessageEvent<TabReport | { tab: string; gone?: true; ask?: true }>) => {
    if ('gone' in data) tabs.delete(data.tab);
    else if ('actors' in data) tabs.set(data.tab, data);
    emit();
  };
  listeners.add(own);
  own();
  // Ask the open tabs to report now.
  channel?.postMessage({ tab, ask: true });
  return () => {
    listeners.delete(own);
    listen.close();
  };
}

if (channel) {
  channel.onmessage = ({ data }: MessageEvent<{ ask?: boolean }>) => {
    if (data.ask) report();
  };
  addEventListener('pagehide', () => channel.postMessage({ tab, gone: true }));
}

/** The inspection option of createActor/useMachine: the inspector in a development browser; nothing in production or on the server. */
export const devInspect = import.meta.env.DEV && typeof window !== 'undefined' ? inspect : undefined;
