import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from '../../src/domain/images.ts';
import type * as RenderImage from '../../src/server/products/render-image.ts';
import { RENDERS_AT_ONCE, RENDERS_WAITING } from '../../src/server/products/render-queue.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

// The real renders, counted (asked for, running at once, done), behind a gate a test may close.
const renders = vi.hoisted(() => ({ running: 0, most: 0, done: 0, calls: 0, gate: undefined as Promise<void> | undefined }));
vi.mock('../../src/server/products/render-image.ts', async (importOriginal) => {
  const original = await importOriginal<typeof RenderImage>();
  return {
    renderImage: async (source: string, width: ImageWidth, format: ImageFormat) => {
      renders.calls++;
      await renders.gate;
      renders.running++;
      renders.most = Math.max(renders.most, renders.running);
      try {
        return await original.renderImage(source, width, format);
      } finally {
        renders.running--;
        renders.done++;
      }
    },
  };
});

let app: FastifyInstance;
let imageIds: string[];
beforeAll(async () => {
  app = await startTestApp();
  const listing = json<{ data: { products: { image: string | null; variants: { image: string | null }[] }[] } }>(await app.inject('/api/products?pageSize=48'));
  imageIds = [...new Set(listing.data.products.flatMap((p) => [p.image, ...p.variants.map((v) => v.image)]).filter((id): id is string => Boolean(id)))];
});
afterAll(() => stopTestApp(app));

const image = (id: string, width: number, format: ImageFormat) => app.inject(`/api/files/product-images/${id}?w=${width}&format=${format}`);

describe('image renditions', () => {
  it('renders cold images a few at a time, and a login meanwhile does not wait behind them', async () => {
    const password = 'Zitoun#2026';
    const signUp = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { firstName: 'Amina', lastName: 'Bennani', email: 'queue@example.ma', password } });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const before = renders.done;
    // 24 cold AVIF renditions at once, as one shop page asks for them (the smallest, to keep the test short).
    const cold = imageIds.slice(0, 24).map((id) => image(id, 160, 'avif'));
    await vi.waitFor(() => expect(renders.running).toBeGreaterThan(0));

    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'queue@example.ma', password } });
    const doneAtLogin = renders.done - before;
    expect(login.statusCode, login.body).toBe(200);

    const answers = await Promise.all(cold);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(renders.most).toBeLessThanOrEqual(RENDERS_AT_ONCE);
    // Its password check found a free thread: it did not wait for the renders queued before it.
    expect(doneAtLogin).toBeLessThan(cold.length / 2);
  });

  it('refuses a render past the waiting bound with 503 and Retry-After, in the envelope and on the contract', async () => {
    let release = () => {};
    renders.gate = new Promise((resolve) => (release = resolve));
    const cold = imageIds.flatMap((id) => (['webp', 'jpeg'] as const).map((format) => ({ id, format }))).slice(0, RENDERS_AT_ONCE + RENDERS_WAITING + 1);
    expect(cold).toHaveLength(RENDERS_AT_ONCE + RENDERS_WAITING + 1);
    const settled: LightMyRequestResponse[] = [];
    const answers = cold.map(({ id, format }) => image(id, 160, format).then((answer) => (settled.push(answer), answer)));
    try {
      await vi.waitFor(() => expect(settled.map((a) => a.statusCode)).toContain(503), { timeout: 10_000 });
    } finally {
      release();
      renders.gate = undefined;
    }
    const refused = settled.find((a) => a.statusCode === 503)!;
    expect(refused.headers['x-contract-violation'], refused.body).toBeUndefined();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(refused)).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
    const statuses = (await Promise.all(answers)).map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(cold.length - 1);
  });

  it('renders a rendition asked for several times at once only once', async () => {
    const [id] = imageIds;
    const before = renders.calls;
    const answers = await Promise.all([1, 2, 3].map(() => image(id!, IMAGE_WIDTHS[2], 'jpeg')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(renders.calls - before).toBe(1);
  });

  it('renders a picture once for every server sharing IMAGE_CACHE_DIR, each answering its bytes', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'oils-image-cache-'));
    const apps = [await startTestApp({ imageCacheDir: folder }), await startTestApp({ imageCacheDir: folder })];
    try {
      const [id] = imageIds;
      const before = renders.calls;
      const first = await apps[0]!.inject(`/api/files/product-images/${id}?w=${IMAGE_WIDTHS[1]}&format=webp`);
      const second = await apps[1]!.inject(`/api/files/product-images/${id}?w=${IMAGE_WIDTHS[1]}&format=webp`);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(renders.calls - before).toBe(1);
      expect(await readdir(folder)).toEqual([`${id}-${IMAGE_WIDTHS[1]}.webp`]);
    } finally {
      await Promise.all(apps.map(stopTestApp));
      await rm(folder, { recursive: true, force: true });
    }
  });
});
