import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, unwrap } from '../../src/web/api/client.ts';
import { ApiError } from '../../src/web/api/errors.ts';
import { retryAfterSeconds } from '../../src/web/i18n/too-many-attempts.ts';

// The browser's local storage, for the session id the client keeps there.
beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function recordingFetch(answer: () => Response = () => Response.json({ success: true, data: [] })) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

describe('the API client', () => {
  it('sends a stable guest session id, JSON, credentials, and the bearer token once signed in', async () => {
    let token: string | undefined = undefined;
    const { fetch, requests } = recordingFetch();
    const api = createApi({ baseUrl: 'http://shop.test/api', fetch, accessToken: () => token });
    await api.GET('/checkout/banks');
    token = 'abc.def.ghi';
    await api.GET('/checkout/banks');
    const [first, second] = requests;
    const id = first!.headers.get('x-session-id')!;
    expect(id).toMatch(/^guest_[A-Za-z0-9_-]{22,}$/);
    expect(second!.headers.get('x-session-id')).toBe(id);
    expect(first!.headers.get('authorization')).toBeNull();
    expect(second!.headers.get('authorization')).toBe('Bearer abc.def.ghi');
    expect(first!.headers.get('accept')).toBe('application/json');
    expect(first!.credentials).toBe('include');
  });

  it('gives up after the timeout with TIMEOUT (408)', async () => {
    vi.useRealTimers();
    // A real server that takes the request and never answers.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const api = createApi({ baseUrl: `http://127.0.0.1:${port}/api`, timeoutMs: 200 });
      const started = Date.now();
      const failure = await api.GET('/checkout/banks').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 408, code: 'TIMEOUT', message: 'Request timeout' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('leaves no timer behind once a request is answered, or has failed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const answering = createApi({ baseUrl: 'http://shop.test/api', fetch: recordingFetch().fetch });
      await answering.GET('/checkout/banks');
      expect(vi.getTimerCount()).toBe(0);
      const failing = createApi({
        baseUrl: 'http://shop.test/api',
        fetch: (() => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch,
      });
      await failing.GET('/checkout/banks').catch(() => undefined);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns an unreachable server into NETWORK_ERROR (status 0)', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    const api = createApi({ baseUrl: 'http://shop.test/api', fetch });
    const failure = await api.GET('/checkout/banks').catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it.each([
    [{ success: false, message: 'Stock épuisé', error: 'other', code: 'OUT_OF_STOCK' }, 409, 'Stock épuisé', 'OUT_OF_STOCK'],
    [{ success: false, error: 'Produit introuvable', code: 'NOT_FOUND' }, 404, 'Produit introuvable', 'NOT_FOUND'],
    [{}, 503, 'HTTP 503', 'HTTP_503'],
    [{ success: false, message: 'jwt expired', code: 'TOKEN_EXPIRED' }, 401, 'Session expired', 'TOKEN_EXPIRED'],
  ])('maps %j (%i) to ApiError(%s, %s)', async (body, status, message, code) => {
    const { fetch } = recordingFetch(() => Response.json(body, { status }));
    const api = createApi({ baseUrl: 'http://shop.test/api', fetch });
    const result = await api.GET('/checkout/banks');
    expect(() => unwrap(result)).toThrow(ApiError);
    try {
      unwrap(result);
    } catch (error) {
      expect(error).toMatchObject({ message, status, code });
    }
  });

  it('hands back the data of a successful answer', async () => {
    const { fetch } = recordingFetch(() => Response.json({ success: true, data: [] }));
    const api = createApi({ baseUrl: 'http://shop.test/api', fetch });
    expect(unwrap(await api.GET('/checkout/banks'))).toEqual({ success: true, data: [] });
  });

  it('keeps a refusal\'s Retry-After, given in seconds or as a date', async () => {
    const refused = (retryAfter: string) =>
      recordingFetch(() => Response.json({ success: false, message: 'Too many attempts.', code: 'RATE_LIMITED' }, { status: 429, headers: { 'retry-after': retryAfter } }));
    for (const [header, seconds] of [
      ['42', 42],
      [new Date(Date.now() + 90_000).toUTCString(), 90],
    ] as const) {
      const api = createApi({ baseUrl: 'http://shop.test/api', fetch: refused(header).fetch });
      const error = await api.POST('/public/forgot-password', { body: { email: 'a@b.ma' } }).then(unwrap).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(429);
      expect(Math.abs(retryAfterSeconds((error as ApiError).retryAfter)! - seconds)).toBeLessThanOrEqual(1);
    }
  });
});
