import { asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { SHOP_PHONES, shopAddressLine } from '../../content/shop-contact.ts';
import { DEFAULT_LOCALE } from '../../domain/locale.ts';
import type { Config } from '../config.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { cashRefused } from '../orders/cash-refusals.ts';

export interface CheckoutSwitches {
  /** A card provider is configured (STRIPE_SECRET_KEY). */
  cardAvailable: boolean;
  /** CHECKOUT_ENABLED: false, and no order can be placed. */
  checkoutEnabled: boolean;
  /** Who sells, as invoices name them (SELLER_*), and the address mailed to. */
  seller: Config['seller'];
  shopEmail: string;
}

export function checkoutOptionHandlers(db: Db, { cardAvailable, checkoutEnabled, seller, shopEmail }: CheckoutSwitches): Handlers {
  return {
    getCheckoutStatus: async () => ({ success: true as const, data: { enabled: checkoutEnabled } }),

    getSeller: async (request) => ({
      success: true as const,
      data: { ...seller, address: shopAddressLine(request.query.lang ?? DEFAULT_LOCALE), phone: SHOP_PHONES.landline, email: shopEmail },
    }),

    listDeliveryMethods: async (request) => {
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const [methods, shops] = await Promise.all([
        db.select().from(t.deliveryMethods).orderBy(asc(t.deliveryMethods.position)),
        db.select().from(t.pickupShops).orderBy(asc(t.pickupShops.position)),
      ]);
      return {
        success: true as const,
        data: methods.map((m) => ({
          _id: m.id,
          name: m.name[lang],
          data: {
            name: m.name[lang],
            unitPrice: m.unitPriceCentimes,
            type: m.type,
            cities: m.cities,
            shops: shops
              .filter((s) => s.deliveryMethodId === m.id)
              .map((s) => ({ _id: s.id, title: s.title, address: s.address, city: s.city })),
          },
        })),
      };
    },

    listBanks: async () => {
      const rows = await db.select().from(t.banks).orderBy(asc(t.banks.position));
      return {
        success: true as const,
        data: rows.map((b) => ({
          id: b.id,
          name: b.name,
          accountHolder: b.accountHolder,
          rib: b.rib,
          swift: b.swift,
          hasLogo: b.hasLogo,
          hasQRCode: b.hasQrCode,
          qrCodeUrl: b.hasQrCode ? `/api/checkout/banks/${b.id}/qr` : null,
        })),
      };
    },

    getBankQrCode: async (request, reply) => {
      const [bank] = await db.select().from(t.banks).where(eq(t.banks.id, request.params.bankId));
      if (!bank || !bank.hasQrCode) throw notFound('No QR code for this bank');
      // What a banking app needs to prefill a transfer: holder, bank, RIB and SWIFT.
      const text = [`BANK:${bank.name}`, `NAME:${bank.accountHolder}`, `RIB:${bank.rib}`, `SWIFT:${bank.swift}`].join('\n');
      const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
    },

    listPaymentMethods: async (request) => ({
      success: true as const,
      data: [
        // Not to a number staff refuse cash on delivery to.
        request.query.phone && (await cashRefused(db, request.query.phone))
          ? { id: 'cash-on-delivery' as const, available: false, unavailableReason: 'CASH_ON_DELIVERY_REFUSED' as const }
          : { id: 'cash-on-delivery' as const, available: checkoutEnabled },
        { id: 'bank-transfer' as const, available: checkoutEnabled },
        // Card needs the card provider's key; without it the option is never offered as working.
        { id: 'stripe' as const, available: checkoutEnabled && cardAvailable },
      ],
    }),
  };
}
