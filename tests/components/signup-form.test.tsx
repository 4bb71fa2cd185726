// @vitest-environment happy-dom
// The signup page's form against the API as msw answers it (handlers typed from openapi.yaml). Spec
// section 8: a register failure shows the server's error or register_error ('Registration failed'),
// in a red banner; section 4: on success the browser goes to /verify-email with the email 500 ms
// later, and the guest's cart is merged about 300 ms after the signup.
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/domain/locale.ts';
import { apiServer, elapse, emptyCart, freezeTime, http, neverAnswering, renderShop, thirtySecondsOf, until } from './support/render-shop.tsx';

const server = apiServer();

const FORM = {
  fr: { first: 'Prénom', last: 'Nom', email: 'Adresse e-mail', password: 'Mot de passe', confirm: 'Confirmer le mot de passe', terms: 'J’accepte les conditions générales de vente', submit: 'Créer mon compte', failed: 'L’inscription a échoué' },
  en: { first: 'First name', last: 'Last name', email: 'Email address', password: 'Password', confirm: 'Confirm password', terms: 'I accept the terms of sale', submit: 'Create my account', failed: 'Registration failed' },
  ar: { first: 'الاسم الشخصي', last: 'الاسم العائلي', email: 'البريد الإلكتروني', password: 'كلمة المرور', confirm: 'تأكيد كلمة المرور', terms: 'أوافق على الشروط العامة للبيع', submit: 'إنشاء حسابي', failed: 'فشل إنشاء الحساب' },
} satisfies Record<Locale, Record<string, string>>;

/** Fills the form and sends it (`frozen`: the clock stands still from the click on). */
async function signUp(lang: Locale, { frozen = false } = {}) {
  const shop = await renderShop('/signup', lang);
  const texts = FORM[lang];
  const { user } = shop;
  await user.type(await screen.findByLabelText(texts.first), 'Amina');
  await user.type(screen.getByLabelText(texts.last), 'Bennani');
  await user.type(screen.getByLabelText(texts.email), 'amina@example.ma');
  await user.type(screen.getByLabelText(texts.password), 'Zitoun#2026');
  await user.type(screen.getByLabelText(texts.confirm), 'Zitoun#2026');
  await user.click(screen.getByRole('checkbox', { name: texts.terms }));
  if (frozen) freezeTime();
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

  // Spec section 5: the form lets '+2' through (plus, a non-zero digit, up to 14 more); the server
  // refuses it with 'Please enter a valid phone number', shown in the page's language.
  it('a phone the server refuses: the spec’s phone message, translated', async () => {
    const message = 'Please enter a valid phone number';
    server.use(http.post('/auth/register', ({ response }) => response(400).json({ success: false, error: message, message, code: 'VALIDATION_ERROR', details: [{ field: 'body.phone', message }] })));
    await signUp(lang);
    expect(await banner()).toBe({ fr: 'Saisissez un numéro de téléphone valide', en: message, ar: 'يرجى إدخال رقم هاتف صحيح' }[lang]);
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
    const hanging = neverAnswering();
    server.use(http.post('/auth/register', hanging.resolver));
    await signUp('fr', { frozen: true });
    await thirtySecondsOf(hanging, () => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert').textContent).toBe(FORM.fr.failed);
  });

  it('a new account: its guest cart merged 300 ms later, the verification page for its email at 500 ms', async () => {
    const user = { id: '0b8f3c1e-8d4a-4c2e-9f1a-2b3c4d5e6f70', email: 'amina@example.ma', firstName: 'Amina', lastName: 'Bennani', name: 'Amina Bennani', phone: null, isVerified: false };
    let answered = false;
    const merges: { guest: string; token: string }[] = [];
    server.use(
      http.post('/auth/register', ({ response }) => {
        answered = true;
        return response(201).json({ success: true, data: { user, tokens: { accessToken: 'a.b.c', refreshToken: 'r', expiresIn: 3600 } } });
      }),
      http.get('/auth/me', ({ response }) => response(200).json({ success: true, data: { user } })),
      http.post('/cart/merge', ({ request, response }) => {
        merges.push({ guest: request.headers.get('x-session-id') ?? '', token: request.headers.get('authorization') ?? '' });
        return response(200).json({ success: true, data: { cart: emptyCart } });
      }),
    );
    const { router, actors } = await signUp('fr', { frozen: true });
    await until(() => answered && actors.session.getSnapshot().matches('authenticated'), 'the signed-in session');
    await elapse(299);
    expect(merges).toHaveLength(0);
    await elapse(1);
    await until(() => merges.length > 0, 'the cart merge');
    // The guest's cart, merged into the new account's, once.
    expect(merges).toEqual([{ guest: expect.stringMatching(/^guest_/) as string, token: 'Bearer a.b.c' }]);
    await elapse(199);
    expect(router.state.location.pathname).toBe('/signup');
    await elapse(1);
    await until(() => router.state.location.pathname === '/verify-email', 'the way to /verify-email');
    expect(router.state.location.search).toMatchObject({ email: 'amina@example.ma' });
    expect(merges).toHaveLength(1);
  });
});
