import type { AnyStateMachine, StateNode, StateValue } from 'xstate';

type Node = StateNode<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
interface Transition {
  target?: readonly Node[];
  guard?: unknown;
  eventType: string;
  delay?: number | string;
}

/** A Mermaid id for a state: its full path, which is unique (a key such as `idle` is not). */
const mermaidId = (node: Node) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  const named = guard as { type?: string; params?: unknown };
  if (!named.type) return 'guard';
  return `${named.type}${paramsText(named.params)}`;
}

/** A guard's parameters as written in the machine: `isMenu('account')` reads `isMenu(account)`. */
function paramsText(params: unknown): string {
  if (params === undefined || params === null || typeof params === 'function') return '';
  if (typeof params !== 'object') return `(${String(params)})`;
  return `(${Object.values(params).map(String).join(', ')})`;
}

function delayText(delay: number | string | undefined, delays: Record<string, unknown>): string {
  const value = typeof delay === 'string' ? delays[delay] : delay;
  if (typeof value === 'number') return `after ${value} ms${typeof delay === 'string' ? ` (${delay})` : ''}`;
  return `after ${String(delay)}`;
}

/** The words on an arrow: the event (or 'always', a delay, an actor's done/error) and its guard. */
function label(transition: Transition, delays: Record<string, unknown>): string {
  const type = transition.eventType;
  let event: string;
  if (type === '') event = 'always';
  else if (type.startsWith('xstate.after.')) event = delayText(transition.delay ?? type.split('.')[2], delays);
  else if (type.startsWith('xstate.done.actor.')) event = `done ${type.slice('xstate.done.actor.'.length)}`;
  else if (type.startsWith('xstate.error.actor.')) event = `error ${type.slice('xstate.error.actor.'.length)}`;
  else if (type.startsWith('xstate.done.state.')) event = 'done';
  else event = type;
  const guard = guardName(transition.guard);
  // Mermaid reads ':' and ';' on a label as syntax.
  return `${event}${guard ? ` [${guard}]` : ''}`.replace(/[:;]/g, ' ');
}

function transitionsOf(node: Node): Transition[] {
  if (node.type === 'final') return [];
  const all: Transition[] = [];
  for (const list of node.transitions.values()) all.push(...(list as Transition[]));
  all.push(...((node.always ?? []) as Transition[]));
  // Delayed transitions appear in `transitions` too; take their delay from `after`.
  const delayed = new Map((node.after as unknown as Transition[]).map((t) => [t.eventType, t.delay]));
  return all.map((t) => (delayed.has(t.eventType) ? { ...t, delay: delayed.get(t.eventType) } : t));
}

/**
 * A machine as a Mermaid state diagram: every state (nested ones inside their parent, parallel regions
 * side by side), initial and final states, and every transition that changes state, labelled with its
 * event, guard or delay. Transitions that only run actions (no target) are left out to stay readable.
 * `active` state ids are highlighted (the dev page's live view).
 */
export function machineToMermaid(machine: AnyStateMachine, active: readonly string[] = []): string {
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const lines: string[] = ['stateDiagram-v2'];
  // source --> target: labels (arrows between the same two states are drawn once, their labels joined).
  const edges = new Map<string, string[]>();
  const edge = (from: string, to: string, text: string) => edges.set(`${from} --> ${to}`, [...(edges.get(`${from} --> ${to}`) ?? []), text]);
  const isInside = (target: Node, ancestor: Node) => target.id.startsWith(`${ancestor.id}.`);
  // Arrows leaving a compound state for one of its own states start at its "(any state)" mark:
  // an arrow from a box to something inside it cannot be drawn legibly.
  const anyStateId = (node: Node) => `${mermaidId(node)}__any`;
  const arrowsOf = (node: Node, pad: string) => {
    let anyState = false;
    for (const transition of transitionsOf(node)) {
      for (const target of transition.target ?? []) {
        const fromAny = isInside(target, node);
        if (fromAny && !anyState) {
          lines.push(`${pad}state "(any state)" as ${anyStateId(node)}`);
          anyState = true;
        }
        edge(fromAny ? anyStateId(node) : mermaidId(node), mermaidId(target), label(transition, delays));
      }
    }
  };
  const write = (node: Node, depth: number) => {
    const pad = '  '.repeat(depth);
    const children = Object.values(node.states) as Node[];
    const initial = node.initial?.target as readonly Node[] | undefined;
    if (node.type !== 'parallel' && initial?.length) lines.push(`${pad}[*] --> ${mermaidId(initial[0]!)}`);
    arrowsOf(node, pad);
    children.forEach((child, index) => {
      const id = mermaidId(child);
      if (child.key !== id) lines.push(`${pad}state "${child.key}" as ${id}`);
      if (Object.keys(child.states).length) {
        lines.push(`${pad}state ${id} {`);
        write(child, depth + 1);
        lines.push(`${pad}}`);
      } else {
        arrowsOf(child, pad);
      }
      if (child.type === 'final') lines.push(`${pad}${id} --> [*]`);
      // Regions of a parallel state are separated by '--'.
      if (node.type === 'parallel' && index < children.length - 1) lines.push(`${pad}--`);
    });
  };
  // The machine is a box of its own, titled with its id.
  const root = machine.root as Node;
  if (Object.keys(root.states).length) {
    lines.push(`  state ${mermaidId(root)} {`);
    write(root, 2);
    lines.push('  }');
  } else {
    // A machine of one state (it only keeps context): that state alone.
    lines.push(`  [*] --> ${mermaidId(root)}`);
  }
  for (const [arrow, texts] of edges) lines.push(`  ${arrow} : ${texts.join(', ')}`);
  if (active.length) {
    lines.push('  classDef active fill:#f2d675,stroke:#b45309,stroke-width:4px,color:#1f2a0c');
    lines.push(`  class ${active.map((id) => id.replace(/[^A-Za-z0-9_]/g, '_')).join(',')} active`);
  }
  return `${lines.join('\n')}\n`;
}

/** The ids of the innermost states a machine's value puts it in (one per region), for highlighting. */
export function activeStateIdsOf(rootId: string, value: StateValue): string[] {
  const ids: string[] = [];
  const walk = (prefix: string, v: StateValue) => {
    if (typeof v === 'string') {
      ids.push(`${prefix}.${v}`);
      return;
    }
    for (const [key, sub] of Object.entries(v)) {
      if (sub === undefined || (typeof sub === 'object' && !Object.keys(sub).length)) ids.push(`${prefix}.${key}`);
      else walk(`${prefix}.${key}`, sub);
    }
  };
  if (value !== '') walk(rootId, value);
  return ids;
}
