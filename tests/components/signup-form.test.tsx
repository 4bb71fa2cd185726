// @vitest-environment happy-dom
// The signup page's form against the API as msw answers it (handlers typed from openapi.yaml). Spec
// section 8: a register failure shows the server's error or register_error ('Registration failed'),
// in a red banner; section 4: on success the browser goes to /verify-email with the email 500 ms
// later, and the guest's cart is merged about 300 ms after the signup.
import { screen } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/domain/locale.ts';
import { apiServer, cleanup, emptyCart, http, renderShop } from './support/render-shop.tsx';

const server = apiServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

const FORM = {
  fr: { first: 'Prénom', last: 'Nom', email: 'Adresse e-mail', password: 'Mot de passe', confirm: 'Confirmer le mot de passe', terms: 'J’accepte les conditions générales de vente', submit: 'Créer mon compte', failed: 'L’inscription a échoué' },
  en: { first: 'First name', last: 'Last name', email: 'Email address', password: 'Password', confirm: 'Confirm password', terms: 'I accept the terms of sale', submit: 'Create my account', failed: 'Registration failed' },
  ar: { first: 'الاسم الشخصي', last: 'الاسم العائلي', email: 'البريد الإلكتروني', password: 'كلمة المرور', confirm: 'تأكيد كلمة المرور', terms: 'أوافق على الشروط العامة للبيع', submit: 'إنشاء حسابي', failed: 'فشل إنشاء الحساب' },
} satisfies Record<Locale, Record<string, string>>;

async function signUp(lang: Locale, options: { advance?: (ms: number) => void } = {}) {
  const shop = await renderShop('/signup', lang, options);
  const texts = FORM[lang];
  const { user } = shop;
  await user.type(await screen.findByLabelText(texts.first), 'Amina');
  await user.type(screen.getByLabelText(texts.last), 'Bennani');
  await user.type(screen.getByLabelText(texts.email), 'amina@example.ma');
  await user.type(screen.getByLabelText(texts.password), 'Zitoun#2026');
  await user.type(screen.getByLabelText(texts.confirm), 'Zitoun#2026');
  await user.click(screen.getByRole('checkbox', { name: texts.terms }));
  await user.click(screen.getByRole('button', { name: texts.submit }));
  return shop;
}

const banner = async () => (await screen.findByRole('alert', {}, { timeout: 5000 })).textContent;

describe.each(['fr', 'en', 'ar'] as const)('the signup form in %s', (lang) => {
  it('a server failure (500): register_error', async () => {
    server.use(http.post('/auth/register', ({ response }) => response('default').json({ success: false, error: 'boom', message: 'boom', code: 'INTERNAL_ERROR' }, { status: 500 })));
    await signUp(lang);
    expect(await banner()).toBe(FORM[lang].failed);
  });

  it('no answer at all (NETWORK_ERROR): register_error', async () => {
    server.use(http.post('/auth/register', () => HttpResponse.error()));
    await signUp(lang);
    expect(await banner()).toBe(FORM[lang].failed);
  });
});

describe('the signup form', () => {
  it('a refusal shows the server’s own error', async () => {
    server.use(http.post('/auth/register', ({ response }) => response(400).json({ success: false, error: 'body.email is not an address', message: 'body.email is not an address', code: 'VALIDATION_ERROR' })));
    await signUp('en');
    expect(await banner()).toBe('body.email is not an address');
  });

  it('a server that never answers: register_error after 30 s, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    let asked = 0;
    server.use(
      http.post('/auth/register', async () => {
        asked += 1;
        await delay('infinite');
        return HttpResponse.error();
      }),
    );
    await signUp('fr', { advance: (ms) => vi.advanceTimersByTime(ms) });
    await vi.waitFor(() => expect(asked).toBe(1));
    await vi.advanceTimersByTimeAsync(29_900);
    expect(screen.queryByRole('alert')).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(await banner()).toBe(FORM.fr.failed);
  });

  it('a new account: its guest cart merged 300 ms later, the verification page for its email at 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const user = { id: '0b8f3c1e-8d4a-4c2e-9f1a-2b3c4d5e6f70', email: 'amina@example.ma', firstName: 'Amina', lastName: 'Bennani', name: 'Amina Bennani', phone: null, isVerified: false };
    let answeredAt = 0;
    const merges: { at: number; guest: string; token: string }[] = [];
    server.use(
      http.post('/auth/register', ({ response }) => {
        answeredAt = Date.now();
        return response(201).json({ success: true, data: { user, tokens: { accessToken: 'a.b.c', refreshToken: 'r', expiresIn: 3600 } } });
      }),
      http.get('/auth/me', ({ response }) => response(200).json({ success: true, data: { user } })),
      http.post('/cart/merge', ({ request, response }) => {
        merges.push({ at: Date.now(), guest: request.headers.get('x-session-id') ?? '', token: request.headers.get('authorization') ?? '' });
        return response(200).json({ success: true, data: { cart: emptyCart } });
      }),
    );
    const { router } = await signUp('fr', { advance: (ms) => vi.advanceTimersByTime(ms) });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'), { timeout: 5000 });
    const waited = Date.now() - answeredAt;
    expect(router.state.location.search).toMatchObject({ email: 'amina@example.ma' });
    expect(waited).toBeGreaterThanOrEqual(450);
    expect(waited).toBeLessThan(800);
    // The guest's cart, merged into the new account's once, about 300 ms after the signup.
    expect(merges).toHaveLength(1);
    expect(merges[0]!.at - answeredAt).toBeGreaterThanOrEqual(250);
    expect(merges[0]!.at - answeredAt).toBeLessThan(450);
    expect(merges[0]!.token).toBe('Bearer a.b.c');
    expect(merges[0]!.guest).toMatch(/^guest_/);
  });
});
