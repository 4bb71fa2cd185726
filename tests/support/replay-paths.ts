import { expect, vi } from 'vitest';
import { type AnyStateMachine, createActor, type EventObject, fromPromise, type Snapshot } from 'xstate';
import type { StatePath } from 'xstate/graph';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The live call of an invoke id: earlier ones were abandoned when their state was left. */
function latest(calls: Deferred[]): Deferred | undefined {
  const call = calls.pop();
  calls.length = 0;
  return call;
}

/**
 * Replays a path found by xstate/graph on the real machine, its invoked calls replaced by promises
 * the path settles (xstate.done/error.actor.ID) and its delays run on fake time (xstate.after.DELAY.*).
 * After each step the running machine must be where the graph said.
 */
export async function replayPath(
  machine: AnyStateMachine,
  path: StatePath<Snapshot<unknown> & { value: unknown }, EventObject>,
  options: { actors: string[]; delays: Record<string, number>; input?: unknown; actions?: Record<string, () => void> },
): Promise<void> {
  const pending: Record<string, Deferred[]> = Object.fromEntries(options.actors.map((id) => [id, []]));
  const actors = Object.fromEntries(
    options.actors.map((id) => [id, fromPromise(() => new Promise((resolve, reject) => pending[id]!.push({ resolve, reject })))]),
  );
  const actor = createActor(machine.provide({ actors, actions: options.actions ?? {} }), { input: options.input }).start();
  for (const step of path.steps) {
    const event = step.event as { type: string; output?: unknown; error?: unknown };
    const done = /^xstate\.done\.actor\.(\w+)$/.exec(event.type);
    const failed = /^xstate\.error\.actor\.(\w+)$/.exec(event.type);
    const after = /^xstate\.after\.(\w+)\./.exec(event.type);
    if (event.type === 'xstate.init') {
      // Started above.
    } else if (done) {
      const call = latest(pending[done[1]!]!);
      expect(call, `no ${done[1]} call is waiting`).toBeDefined();
      call!.resolve(event.output);
    } else if (failed) {
      const call = latest(pending[failed[1]!]!);
      expect(call, `no ${failed[1]} call is waiting`).toBeDefined();
      call!.reject(event.error ?? new Error('failed'));
    } else if (after) {
      await vi.advanceTimersByTimeAsync(options.delays[after[1]!]!);
    } else {
      actor.send(event);
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value, `after ${path.steps.map((s) => s.event.type).join(' > ')}`).toEqual(step.state.value);
  }
  actor.stop();
}
