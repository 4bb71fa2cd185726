// The model-based tests of issue 24 in Chromium: a test model written from the spec (tests/models/*-model.ts)
// is walked on the real pages. Each model event is done in the page (a press, a typed value, a server
// answer let through or stood in for), the model takes the same event, and the model state's
// expectation is checked on the page: the view, the URL, the toasts, the requests sent. A path the
// page cannot follow, or a state whose expectation fails, fails the test, naming the state and the path.
import type { Page } from '@playwright/test';
import { type AnyMachineSnapshot, type AnyStateMachine, createActor } from 'xstate';
import { type Cover, type ModelEvent, type ModelPath, modelStates, stateKey, type Transition, transitionCover, type TransitionKey } from '../../tests/models/paths.ts';

export { type ModelEvent, type ModelPath, modelStates };

export interface UiAdapter<C> {
  /** Opens the page in the model's start state. */
  start: (page: Page) => Promise<void>;
  /** How each model event is done in the page (given the model's context before it); time events (with `ms`) default to page.clock.runFor. */
  run: Record<string, (page: Page, event: ModelEvent, model: C) => Promise<unknown>>;
  /** What must show in the page in each model state, given the model's context. */
  expect: Record<string, (page: Page, model: C) => Promise<void>>;
}

/** Walks one model path in the page, checking the start state and the state after every event. */
export async function walkInBrowser<C>(page: Page, model: AnyStateMachine, ui: UiAdapter<C>, path: ModelPath): Promise<void> {
  const expected = createActor(model).start();
  const done: string[] = [];
  const so = () => done.join(' > ') || '(start)';
  const check = async () => {
    const snapshot = expected.getSnapshot();
    const key = stateKey(snapshot.value);
    const assertion = ui.expect[key];
    if (!assertion) throw new Error(`no expectation for model state ${key}`);
    try {
      await assertion(page, snapshot.context as C);
    } catch (error) {
      (error as Error).message = `in model state ${key} after ${so()} (path ${path.name}): ${(error as Error).message}`;
      throw error;
    }
  };
  await ui.start(page);
  await check();
  for (const event of path.events) {
    const before = expected.getSnapshot().context as C;
    done.push(event.type);
    const run = ui.run[event.type] ?? (event.ms !== undefined ? (p: Page) => p.clock.runFor(event.ms!) : undefined);
    if (!run) throw new Error(`no way to do ${event.type} in the page`);
    try {
      await run(page, event, before);
    } catch (error) {
      (error as Error).message = `the page cannot follow ${so()} (path ${path.name}): ${(error as Error).message}`;
      throw error;
    }
    expected.send(event);
    await check();
  }
  expected.stop();
}

/**
 * The paths to walk in Chromium: a transition cover of the model's paths (every transition taken at
 * least once, by a few long paths). Throws when the cover misses a transition, or when the UI has no
 * expectation for a state or no way to do an event of the cover.
 */
export function uiCover<C>(
  model: AnyStateMachine,
  events: ModelEvent[],
  ui: Pick<UiAdapter<C>, 'run' | 'expect'>,
  options: { simple?: boolean; serializeState?: (s: AnyMachineSnapshot) => string; transitionKey?: TransitionKey; leaveOut?: (t: Transition) => boolean } = {},
): Cover {
  const cover = transitionCover(model, events, options);
  const missed = [...cover.transitions].filter((t) => !cover.covered.has(t));
  if (missed.length > 0) throw new Error(`the cover misses ${missed.join('; ')}`);
  const states = modelStates(model).filter((s) => !ui.expect[s]);
  if (states.length > 0) throw new Error(`no expectation for the model states ${states.join(', ')}`);
  const undoable = [...new Set(cover.paths.flatMap((p) => p.events.filter((e) => e.ms === undefined && !ui.run[e.type]).map((e) => e.type)))];
  if (undoable.length > 0) throw new Error(`no way to do ${undoable.join(', ')} in the page`);
  console.log(`${model.id}: ${cover.paths.length} paths take all ${cover.covered.size} transitions${cover.leftOut.size ? `; left out: ${[...cover.leftOut].join('; ')}` : ''}`);
  return cover;
}

/** Records every toast the Notifications region shows (its message), from the page's first script on. */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    const known = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('section[aria-label="Notifications"] > [role=status], section[aria-label="Notifications"] > [role=alert]')) {
        if (known.has(toast)) continue;
        known.add(toast);
        seen.push(toast.querySelectorAll('p')[1]?.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? []);
}

/** Records the JSON bodies of the POSTs to an API path, in order (sent, whatever the answer). */
export function recordPosts(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/** A server's answer to a held request, as the page received it. */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Holds the next POST to an API path until released: `release()` lets it go to the server (and
 * resolves with the server's answer), `release(answer)` answers it instead.
 */
export async function holdNext(page: Page, pattern: string) {
  let let_go!: (answer?: Answer) => void;
  const released = new Promise<Answer | undefined>((resolve) => (let_go = resolve));
  let answered!: (answer: Answer) => void;
  const served = new Promise<Answer>((resolve) => (answered = resolve));
  await page.route(
    pattern,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const stand_in = await released;
      if (stand_in) {
        await route.fulfill({ status: stand_in.status, contentType: 'application/json', headers: stand_in.headers, body: JSON.stringify(stand_in.body) });
        return answered(stand_in);
      }
      const response = await route.fetch();
      const text = await response.text();
      await route.fulfill({ response, body: text });
      answered({ status: response.status(), body: text ? JSON.parse(text) : null });
    },
    { times: 1 },
  );
  return {
    release: (answer?: Answer) => {
      let_go(answer);
      return served;
    },
  };
}
