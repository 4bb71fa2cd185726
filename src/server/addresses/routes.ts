import { DEFAULT_LOCALE } from '../../domain/locale.ts';
import { requireUserId } from '../auth/routes.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import { addAddress, changeAddress, listAddresses, ownAddress, removeAddress, toSavedAddress, withAddressBook } from './address-book.ts';
import { addressFields } from './address-input.ts';

/** The signed-in customer's saved addresses (issue 47): only the owner reads or changes one. */
export function addressHandlers(db: Db, tokens: TokenService): Handlers {
  return {
    listAddresses: async (request) => {
      const userId = await requireUserId(request, tokens);
      return { success: true as const, data: { addresses: await listAddresses(db, userId) } };
    },

    createAddress: async (request, reply) => {
      const userId = await requireUserId(request, tokens);
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const { isDefault = false, ...input } = request.body;
      const fields = addressFields(input, lang);
      const row = await withAddressBook(db, userId, (tx) => addAddress(tx, userId, fields, isDefault, lang));
      return reply.code(201).send({ success: true, data: { address: toSavedAddress(row) } });
    },

    updateAddress: async (request) => {
      const userId = await requireUserId(request, tokens);
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const { isDefault = false, ...patch } = request.body;
      const row = await withAddressBook(db, userId, async (tx) => {
        const current = await ownAddress(tx, userId, request.params.addressId);
        // Checked whole, as it will be kept: the fields sent over the ones it has.
        const { label, firstName, lastName, phone, street, city, postalCode, country } = current;
        const fields = addressFields({ label, firstName, lastName, phone: phone ?? '', street, city, postalCode, country, ...patch }, lang);
        return changeAddress(tx, current, fields, isDefault);
      });
      return { success: true as const, data: { address: toSavedAddress(row) } };
    },

    deleteAddress: async (request) => {
      const userId = await requireUserId(request, tokens);
      await withAddressBook(db, userId, async (tx) => removeAddress(tx, await ownAddress(tx, userId, request.params.addressId)));
      return { success: true as const, data: { addresses: await listAddresses(db, userId) } };
    },
  };
}
