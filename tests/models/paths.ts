import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { createActor } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';

// The pure part of the model-based tests (issue 24): a model's paths, its states, and a transition
// cover of its paths; free of vitest, so the Chromium walks (e2e/support/model-walk.ts) use it too.

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

/** One transition of the model: the state it leaves, the event, the state it reaches (see transitionKey). */
export type Transition = string;

export type TransitionKey = (before: AnyMachineSnapshot, event: ModelEvent, after: AnyMachineSnapshot) => Transition;

/** By default a transition is (state, event, state reached); a model whose event has more branches to one state says how to tell them apart. */
export const byStates: TransitionKey = (before, event, after) => `${stateKey(before.value)} --${event.type}--> ${stateKey(after.value)}`;

/** The transitions a path takes, in order, replayed on the model. */
export function transitionsOf(model: AnyStateMachine, path: ModelPath, key: TransitionKey = byStates): Transition[] {
  const actor = createActor(model).start();
  const taken = path.events.map((event) => {
    const before = actor.getSnapshot();
    actor.send(event);
    return key(before, event, actor.getSnapshot());
  });
  actor.stop();
  return taken;
}

export interface Cover {
  paths: ModelPath[];
  /** Every transition of the model the paths take (less those left out). */
  transitions: Set<Transition>;
  /** Those the chosen paths take. */
  covered: Set<Transition>;
  /** Those left out by `leaveOut`. */
  leftOut: Set<Transition>;
}

/**
 * A transition cover: a few of the model's paths (modelPaths) that together take every transition at
 * least once, picked greedily (most transitions not yet taken, then the longest). A path is cut before
 * its first transition that `leaveOut` names (one the UI cannot do), so what comes before it counts.
 */
export function transitionCover(
  model: AnyStateMachine,
  events: ModelEvent[],
  options: { simple?: boolean; serializeState?: (s: AnyMachineSnapshot) => string; transitionKey?: TransitionKey; leaveOut?: (transition: Transition) => boolean } = {},
): Cover {
  const leaveOut = options.leaveOut ?? (() => false);
  const transitions = new Set<Transition>();
  const leftOut = new Set<Transition>();
  const candidates = modelPaths(model, events, options).map((path) => {
    const taken = transitionsOf(model, path, options.transitionKey);
    const cut = taken.findIndex(leaveOut);
    for (const t of taken) (leaveOut(t) ? leftOut : transitions).add(t);
    if (cut === -1) return { path, taken };
    const kept = path.events.slice(0, cut);
    return { path: { name: kept.map((e) => e.type).join(' > ') || '(start)', events: kept }, taken: taken.slice(0, cut) };
  });
  const covered = new Set<Transition>();
  const paths: ModelPath[] = [];
  const gain = (c: (typeof candidates)[number]) => new Set(c.taken.filter((t) => !covered.has(t))).size;
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    for (const c of candidates) {
      const g = gain(c);
      if (g > 0 && (!best || g > gain(best) || (g === gain(best) && c.taken.length > best.taken.length))) best = c;
    }
    if (!best) break;
    paths.push(best.path);
    best.taken.forEach((t) => covered.add(t));
  }
  return { paths, transitions, covered, leftOut };
}
