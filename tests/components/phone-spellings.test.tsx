// @vitest-environment happy-dom
// Issue 43: the one phone field (sign-up, contact, catalogue, checkout) takes a Moroccan number however
// it is written and gives +212661234567; here through the signup form, as msw receives its request.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiServer, http, renderShop, until } from './support/render-shop.tsx';

const server = apiServer();

describe('the signup form’s phone', () => {
  it.each(['0661234567', '06 61 23 45 67', '+212 6 61 23 45 67', '00212661234567', '661234567'])('sends %j as +212661234567', async (written) => {
    let sent: unknown;
    server.use(
      http.post('/auth/register', async ({ request, response }) => {
        sent = ((await request.json()) as { phone?: string }).phone;
        return response(400).json({ success: false, error: 'stop here', message: 'stop here', code: 'VALIDATION_ERROR' });
      }),
    );
    const { user } = await renderShop('/signup', 'fr');
    await user.type(await screen.findByLabelText('Prénom'), 'Amina');
    await user.type(screen.getByLabelText('Nom'), 'Bennani');
    await user.type(screen.getByLabelText('Adresse e-mail'), 'amina@example.ma');
    await user.type(screen.getByLabelText('Téléphone (facultatif)'), written);
    await user.type(screen.getByLabelText('Mot de passe'), 'Zitoun#2026');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Zitoun#2026');
    await user.click(screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await until(() => sent !== undefined, 'the register request');
    expect(sent).toBe('+212661234567');
  });
});
