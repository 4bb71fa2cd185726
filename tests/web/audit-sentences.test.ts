// Issue 45, item 11: the audit log reads as sentences in the staff member's language ("Karim a passé le
// prix de … à …"), not as action keys and JSON.
import { describe, expect, it } from 'vitest';
import { createAdminI18n, loadTexts, type Translate } from '../../src/web/admin/i18n/index.ts';
import { auditSentence } from '../../src/web/admin/screens/audit-sentences.ts';

const entry = (action: string, subject: string | null, before: unknown, after: unknown, staffEmail = 'karim@huileries.ma') => ({ id: '5b0e1c3a-7d2f-4e8a-9c61-0f3b2d4a6e71', staffEmail, action, subject, before, after, at: '2026-11-29T10:00:00Z' });
const say = async (lang: 'fr' | 'en' | 'ar') => {
  const i18n = createAdminI18n(lang);
  await loadTexts(i18n, lang);
  const t = i18n.t.bind(i18n) as unknown as Translate;
  return (e: ReturnType<typeof entry>) => auditSentence(e, t, lang === 'ar' ? 'ar-MA' : lang === 'en' ? 'en-GB' : 'fr-FR')?.replace(/[\u2066-\u2069]/g, '') ?? null;
};

const [fr, en, ar] = await Promise.all([say('fr'), say('en'), say('ar')]);

describe('the audit log as sentences', () => {
  it('says who changed a price, from what to what, in French', () => {
    expect(fr(entry('variant.update', 'dika-extra 1L', { price: 6900 }, { price: 7450 }))).toBe('Karim a passé le prix de dika-extra 1L de 69.00 DH à 74.50 DH.');
    expect(fr(entry('variant.update', 'dika-extra 1L', { stock: 12, lowStockThreshold: null }, { stock: 40, lowStockThreshold: 10 }))).toBe(
      'Karim a passé le stock de dika-extra 1L de 12 à 40. Karim a passé le seuil d’alerte de dika-extra 1L de aucun à 10.',
    );
  });

  it('tells an order’s moves, with the cash collected and a customer’s reason', () => {
    expect(fr(entry('order.confirm', 'CMD-2026-000042', { fulfilment: 'placed' }, { fulfilment: 'confirmed' }))).toBe('Karim a confirmé la commande CMD-2026-000042.');
    expect(fr(entry('order.deliver', 'CMD-2026-000042', {}, { fulfilment: 'delivered', cashCollected: 17680 }))).toBe('Karim a marqué la commande CMD-2026-000042 comme livrée. Espèces encaissées : 176.80 DH.');
    expect(fr(entry('order.cancel', 'CMD-2026-000043', {}, { fulfilment: 'cancelled', reason: 'Commande en double' }))).toBe('Karim a annulé la commande CMD-2026-000043. Raison : Commande en double');
    expect(fr(entry('order.confirmation-expired', 'CMD-2026-000044', {}, {}, 'system'))).toBe('La commande CMD-2026-000044 est annulée : elle n’a pas pu être confirmée à temps.');
  });

  it('tells the rest of what staff do: products, couriers, cash, numbers, the team', () => {
    expect(fr(entry('product.update', 'dika-extra', { featured: false, published: true }, { featured: false, published: false }))).toBe('Karim a retiré dika-extra de la boutique.');
    expect(fr(entry('courier.update', 'Speedaf Maroc', { name: 'Speedaf', active: true }, { name: 'Speedaf Maroc', active: false }))).toBe(
      'Karim a renommé le transporteur Speedaf en Speedaf Maroc. Karim ne propose plus Speedaf Maroc à l’expédition.',
    );
    expect(fr(entry('cash.handover', 'Amana', null, { orders: 2, expected: 35360, received: 34360, difference: -1000 }))).toBe('Karim a reçu 343.60 DH de Amana pour 2 commande(s), 353.60 DH attendus.');
    expect(fr(entry('cash.refuse', '+212661234567', null, { reason: null }))).toBe('Karim a refusé le paiement à la livraison au +212661234567.');
    expect(fr(entry('staff.invite', 'nadia@huileries.ma', null, { email: 'nadia@huileries.ma', role: 'staff' }, 'proprietaire@huileries.ma'))).toBe('Proprietaire a invité nadia@huileries.ma (Équipe).');
    expect(fr(entry('staff.disable', 'nadia@huileries.ma', null, null, 'proprietaire@huileries.ma'))).toBe('Proprietaire a désactivé nadia@huileries.ma.');
    expect(fr(entry('staff.enable-by-command', 'nadia@huileries.ma', null, null, 'nadia@huileries.ma'))).toBe('nadia@huileries.ma a été réactivé par la commande de l’équipe.');
  });

  it('speaks the staff member’s language', () => {
    expect(en(entry('order.ship', 'CMD-2026-000042', {}, {}))).toBe('Karim shipped order CMD-2026-000042.');
    expect(ar(entry('order.ship', 'CMD-2026-000042', {}, {}))).toBe('شحن Karim الطلب CMD-2026-000042.');
  });

  it('leaves an action it does not know as it is kept', () => {
    expect(fr(entry('deny', 'x', null, null))).toBeNull();
    expect(fr(entry('order.teleport', 'CMD-1', null, null))).toBeNull();
  });
});
