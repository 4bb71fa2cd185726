// @vitest-environment happy-dom
// The verification page (/verify-email) against the API as msw answers it. Spec section 8: a failure
// shows the server's error or 'Invalid verification code. Please check and try again.' in the error
// view, with the toast 'Email verification failed'; a network error gives 'We couldn't verify your
// account. Please try again or contact support.'. Section 4: success waits 1500 ms, then /checkout.
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/domain/locale.ts';
import { apiServer, elapse, freezeTime, http, neverAnswering, renderShop, thirtySecondsOf, until } from './support/render-shop.tsx';

const server = apiServer();

const PAGE = {
  fr: { code: 'Code à 6 chiffres', submit: 'Vérifier le compte', invalid: 'Code de vérification invalide. Vérifiez-le et réessayez.', network: 'Nous n’avons pas pu vérifier votre compte. Réessayez ou contactez le service client.', toast: 'La vérification de l’e-mail a échoué', retry: 'Réessayer' },
  en: { code: '6-digit code', submit: 'Verify Account', invalid: 'Invalid verification code. Please check and try again.', network: "We couldn't verify your account. Please try again or contact support.", toast: 'Email verification failed', retry: 'Try again' },
  ar: { code: 'رمز من 6 أرقام', submit: 'تأكيد الحساب', invalid: 'رمز التحقق غير صحيح. يرجى التحقق منه والمحاولة مرة أخرى.', network: 'تعذّر التحقق من حسابك. يرجى المحاولة مرة أخرى أو التواصل مع خدمة العملاء.', toast: 'فشل التحقق من البريد الإلكتروني', retry: 'إعادة المحاولة' },
} satisfies Record<Locale, Record<string, string>>;

/** Types a code and sends it (`frozen`: the clock stands still from the click on). */
async function submitCode(lang: Locale, { frozen = false } = {}) {
  const shop = await renderShop('/verify-email?email=amina%40example.ma', lang);
  const texts = PAGE[lang];
  await shop.user.type(await screen.findByLabelText(texts.code), '123456');
  if (frozen) freezeTime();
  await shop.user.click(screen.getByRole('button', { name: texts.submit }));
  return shop;
}

const alertsSay = () => screen.queryAllByRole('alert').map((alert) => alert.textContent).join(' | ');

/** What the page's alerts say (the error view, and the failure toast beside it). */
const errorView = async () => (await screen.findAllByRole('alert', {}, { timeout: 5000 })).map((alert) => alert.textContent).join(' | ');

describe.each(['fr', 'en', 'ar'] as const)('the verification page in %s', (lang) => {
  const texts = PAGE[lang];

  it('a wrong code: the invalid-code text, the failure toast, and Retry clears the code', async () => {
    server.use(http.post('/public/verify', ({ response }) => response(400).json({ success: false, error: 'Invalid or expired code', message: 'Invalid or expired code', code: 'INVALID_CODE' })));
    const { user } = await submitCode(lang);
    expect(await errorView()).toContain(texts.invalid);
    expect(await screen.findByText(texts.toast)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.retry }));
    expect((screen.getByLabelText(texts.code) as HTMLInputElement).value).toBe('');
  });

  it('no answer at all (NETWORK_ERROR): the network text and the failure toast', async () => {
    server.use(http.post('/public/verify', () => HttpResponse.error()));
    await submitCode(lang);
    expect(await errorView()).toContain(texts.network);
    expect(await screen.findByText(texts.toast)).toBeTruthy();
  });
});

describe('the verification page', () => {
  it('a pasted code keeps its six digits, whatever separates them (spec section 5: digits only, at most 6)', async () => {
    const shop = await renderShop('/verify-email?email=amina%40example.ma', 'fr');
    const field = (await screen.findByLabelText(PAGE.fr.code)) as HTMLInputElement;
    await shop.user.click(field);
    await shop.user.paste('123 456');
    expect(field.value).toBe('123456');
    await shop.user.paste('78');
    expect(field.value).toBe('123456');
  });

  it('another refusal shows the server’s own error', async () => {
    server.use(http.post('/public/verify', ({ response }) => response(400).json({ success: false, error: 'body.code must be 6 digits', message: 'body.code must be 6 digits', code: 'VALIDATION_ERROR' })));
    await submitCode('en');
    expect(await errorView()).toContain('body.code must be 6 digits');
  });

  it('a server that never answers: the network text after 30 s, not before', async () => {
    const hanging = neverAnswering();
    server.use(http.post('/public/verify', hanging.resolver));
    await submitCode('fr', { frozen: true });
    await thirtySecondsOf(hanging, () => alertsSay() !== '');
    expect(alertsSay()).toContain(PAGE.fr.network);
  });

  it('a right code: the success view, then /checkout 1500 ms later', async () => {
    server.use(
      http.post('/public/verify', ({ response }) => response(200).json({ success: true, message: 'Email verified' })),
      // What /checkout asks for once there.
      http.get('/checkout/status', ({ response }) => response(200).json({ success: true, data: { enabled: true } })),
      http.get('/checkout/payment-methods', ({ response }) => response(200).json({ success: true, data: [{ id: 'cash-on-delivery', available: true }] })),
      http.get('/checkout/delivery-methods', ({ response }) => response(200).json({ success: true, data: [] })),
      http.get('/checkout/banks', ({ response }) => response(200).json({ success: true, data: [] })),
      http.get('/checkout/seller', ({ response }) => response(200).json({ success: true, data: { name: 'Huileries du Saïss SARL', address: 'Lot 42, Meknès, Maroc', phone: '+212 5 35 52 41 80', email: 'contact@huileries-du-saiss.ma', ice: '002718495000067', rc: 'Meknès 48213', fiscalId: '45871236' } })),
    );
    const { router } = await submitCode('en', { frozen: true });
    await until(() => screen.queryByText('Your account is verified') !== null, 'the success view');
    await elapse(1499);
    expect(router.state.location.pathname).toBe('/verify-email');
    await elapse(1);
    await until(() => router.state.location.pathname === '/checkout', 'the way to /checkout');
  });
});
