import { vi } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise } from 'xstate';
import { type ModelEvent, type ModelPath, stateKey } from './paths.ts';

export { type ModelEvent, type ModelPath, modelPaths, modelStates, stateKey, transitionCover } from './paths.ts';

// Model-based tests (issue 24): a test model written from the spec, its paths drawn by xstate/graph,
// each walked on the REAL machine (effects faked, time faked); after every step the model state's
// expectation is checked against the real actor. Expected values come from the model, never the code.

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
