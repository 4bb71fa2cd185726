// @vitest-environment happy-dom
// The login page's form against the API as msw answers it (handlers typed from openapi.yaml): the
// error paths the browser journeys do not reach. Spec section 8: a login failure shows the server's
// error or the translated login_error ('Login failed'), in a red banner; section 7: a call gives up
// after 30 s (TIMEOUT). The texts are written out here in fr, en and ar.
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/domain/locale.ts';
import { apiServer, freezeTime, http, neverAnswering, renderShop, thirtySecondsOf } from './support/render-shop.tsx';

const server = apiServer();

const FORM = {
  fr: { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter', failed: 'La connexion a échoué', wrong: 'E-mail ou mot de passe incorrect', wait: 'Trop de tentatives. Réessayez dans 2 minutes.' },
  en: { email: 'Email address', password: 'Password', submit: 'Log in', failed: 'Login failed', wrong: 'Invalid email or password', wait: 'Too many attempts. Please try again in 2 minutes.' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول', failed: 'فشل تسجيل الدخول', wrong: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', wait: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى خلال دقيقتين.' },
} satisfies Record<Locale, Record<string, string>>;

/** Fills the form and sends it (`frozen`: the clock stands still from the click on). */
async function signIn(lang: Locale, { frozen = false } = {}) {
  const { user } = await renderShop('/login', lang);
  const texts = FORM[lang];
  await user.type(await screen.findByLabelText(texts.email), 'amina@example.ma');
  await user.type(screen.getByLabelText(texts.password), 'Zitoun#2026');
  if (frozen) freezeTime();
  await user.click(screen.getByRole('button', { name: texts.submit }));
}

const banner = async () => (await screen.findByRole('alert', {}, { timeout: 5000 })).textContent;

describe.each(['fr', 'en', 'ar'] as const)('the login form in %s', (lang) => {
  const texts = FORM[lang];

  it('wrong credentials (401): the refusal in the shopper’s language', async () => {
    server.use(http.post('/auth/login', ({ response }) => response(401).json({ success: false, error: 'Invalid credentials', message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' })));
    await signIn(lang);
    expect(await banner()).toBe(texts.wrong);
  });

  it('a server failure (500): login_error, not the server’s words', async () => {
    server.use(http.post('/auth/login', ({ response }) => response('default').json({ success: false, error: 'boom', message: 'boom', code: 'INTERNAL_ERROR' }, { status: 500 })));
    await signIn(lang);
    expect(await banner()).toBe(texts.failed);
  });

  it('no answer at all (NETWORK_ERROR): login_error', async () => {
    server.use(http.post('/auth/login', () => HttpResponse.error()));
    await signIn(lang);
    expect(await banner()).toBe(texts.failed);
  });

  it('too many attempts (429, Retry-After 120): how long to wait', async () => {
    server.use(
      http.post('/auth/login', ({ response }) =>
        response(429).json({ success: false, error: 'Too many attempts', message: 'Too many attempts', code: 'RATE_LIMITED' }, { headers: { 'retry-after': '120' } }),
      ),
    );
    await signIn(lang);
    expect(await banner()).toBe(texts.wait);
  });
});

describe('the login form, when the server never answers', () => {
  it('gives up after 30 s with login_error, and not a moment before', async () => {
    const hanging = neverAnswering();
    server.use(http.post('/auth/login', hanging.resolver));
    await signIn('fr', { frozen: true });
    await thirtySecondsOf(hanging, () => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert').textContent).toBe(FORM.fr.failed);
  });
});
