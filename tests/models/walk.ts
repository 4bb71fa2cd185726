import { vi } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, createActor, type EventObject, fromPromise } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';

// Model-based tests (issue 24): a test model written from the spec, its paths drawn by xstate/graph,
// each walked on the REAL machine (effects faked, time faked); after every step the model state's
// expectation is checked against the real actor. Expected values come from the model, never the code.

/** A model event; one with `ms` is time passing (fake timers), the others are run by the file. */
export type ModelEvent = EventObject & { ms?: number };

export const stateKey = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}.${stateKey(v)}`).join(',');

export interface ModelPath {
  name: string;
  events: ModelEvent[];
}

const eventsOf = (p: { steps: { event: unknown }[] }) => p.steps.map((s) => s.event as ModelEvent).filter((e) => e.type !== 'xstate.init');
const nameOf = (events: ModelEvent[]) => events.map((e) => e.type).join(' > ') || '(start)';

/**
 * Every transition of the model (the shortest path to its source, then it), plus every simple path
 * when `simple` is set; paths that are the start of a longer one are dropped (every step is checked).
 */
export function modelPaths(model: AnyStateMachine, events: ModelEvent[], options: { simple?: boolean; serializeState?: (s: AnyMachineSnapshot) => string } = {}): ModelPath[] {
  const serializeState = options.serializeState ?? ((s: AnyMachineSnapshot) => JSON.stringify(s.value));
  const traversal = { events: (s: AnyMachineSnapshot) => events.filter((e) => s.can(e)), serializeState: serializeState as never };
  const shortest = getShortestPaths(model, traversal);
  const toSource = new Map(shortest.map((p) => [serializeState(p.state as AnyMachineSnapshot), eventsOf(p)]));
  const all: ModelEvent[][] = shortest.map(eventsOf);
  for (const edge of adjacencyMapToArray(getAdjacencyMap(model, traversal))) {
    all.push([...toSource.get(serializeState(edge.state as AnyMachineSnapshot))!, edge.event as ModelEvent]);
  }
  if (options.simple) for (const p of getSimplePaths(model, traversal)) all.push(eventsOf(p));
  const byName = new Map(all.map((events) => [nameOf(events), events]));
  const names = [...byName.keys()];
  return names.filter((name) => !names.some((other) => other !== name && other.startsWith(`${name} > `))).map((name) => ({ name, events: byName.get(name)! }));
}

/** The model's states, for checking that each has an expectation. */
export function modelStates(model: AnyStateMachine): string[] {
  const keys: string[] = [];
  const visit = (node: { states: Record<string, unknown>; path: string[] }) => {
    const children = Object.values(node.states) as (typeof node)[];
    if (children.length === 0) keys.push(node.path.join('.'));
    children.forEach(visit);
  };
  visit(model.root as never);
  return keys;
}

export interface RealUnderTest<H, C> {
  /** Starts the real machine with its fakes. */
  start(): H;
  /** How each (non-time) model event is done to the real machine. */
  run: Record<string, (h: H, event: ModelEvent) => void>;
  /** What must be true of the real machine in each model state, given the model's context. */
  expect: Record<string, (h: H, model: C) => void>;
}

/** Walks one model path on the real machine, checking every state on the way. */
export async function walk<H, C>(model: AnyStateMachine, real: RealUnderTest<H, C>, path: ModelPath): Promise<void> {
  const expected = createActor(model).start();
  const h = real.start();
  await vi.advanceTimersByTimeAsync(0);
  const done: string[] = [];
  const check = () => {
    const snapshot = expected.getSnapshot();
    const key = stateKey(snapshot.value);
    const assertion = real.expect[key];
    if (!assertion) throw new Error(`no expectation for model state ${key}`);
    try {
      assertion(h, snapshot.context as C);
    } catch (error) {
      (error as Error).message = `in model state ${key} after ${done.join(' > ') || '(start)'}: ${(error as Error).message}`;
      throw error;
    }
  };
  check();
  for (const event of path.events) {
    done.push(event.type);
    if (event.ms !== undefined) await vi.advanceTimersByTimeAsync(event.ms);
    else {
      const run = real.run[event.type];
      if (!run) throw new Error(`no way to run ${event.type}`);
      try {
        run(h, event);
      } catch (error) {
        (error as Error).message = `the real machine cannot follow ${done.join(' > ')}: ${(error as Error).message}`;
        throw error;
      }
    }
    await vi.advanceTimersByTimeAsync(0);
    expected.send(event);
    check();
  }
  expected.stop();
  (h as { actor?: { stop(): void } }).actor?.stop();
}

interface Call {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Fakes for a machine's invoked calls: each records its input and waits until the path answers it.
 * Answering a call the machine did not make (or one it abandoned) fails: the machine could not follow.
 */
export function fakeCalls<N extends string>(names: readonly N[]) {
  const inputs: Record<string, unknown[]> = Object.fromEntries(names.map((n) => [n, []]));
  const open: Record<string, Call[]> = Object.fromEntries(names.map((n) => [n, []]));
  const actors = Object.fromEntries(
    names.map((name) => [
      name,
      fromPromise(({ input, signal }) => {
        inputs[name]!.push(input);
        return new Promise((resolve, reject) => {
          const call = { input, resolve, reject };
          open[name]!.push(call);
          signal.addEventListener('abort', () => (open[name] = open[name]!.filter((c) => c !== call)));
        });
      }),
    ]),
  ) as Record<N, ReturnType<typeof fromPromise>>;
  const take = (name: N) => {
    const call = open[name]!.pop();
    if (!call) throw new Error(`the machine has no ${name} call waiting for an answer`);
    return call;
  };
  return {
    actors,
    /** Inputs of every call made, per name. */
    inputs: inputs as Record<N, unknown[]>,
    waiting: (name: N) => open[name]!.length,
    answer: (name: N, value?: unknown) => take(name).resolve(value),
    fail: (name: N, error: unknown) => take(name).reject(error),
  };
}

/** Fakes for a machine's named effects (toasts, navigation...): each call is logged with its params. */
export function recordActions<N extends string>(names: readonly N[]) {
  const log: { name: N; params: unknown }[] = [];
  const actions = Object.fromEntries(names.map((name) => [name, (_: unknown, params: unknown) => void log.push({ name, params })])) as Record<N, () => void>;
  return { actions, log, named: (name: N) => log.filter((e) => e.name === name).map((e) => e.params) };
}
