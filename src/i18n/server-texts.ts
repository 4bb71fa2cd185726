// The shape of the texts the server writes itself (src/i18n/{fr,en,ar}/server.ts): a text missing in
// one language is a type error.
import type { MailedAction } from '../domain/fulfilment.ts';

/** A mail that gives a code: a shopper's verification or reset, a staff sign-in or invitation. */
export interface CodeMailTexts {
  subject: string;
  greeting: (name: string) => string;
  lead: string;
  expiry: string;
  ignore: string;
  signature: string;
}

/** A mail that only tells: what to do next, and what to do if it was not you. */
export type NoticeMailTexts = Omit<CodeMailTexts, 'expiry'> & { next: string };

export interface OrderMailTexts {
  subject: (n: string) => string;
  hello: (name: string) => string;
  lead: string;
  subtotal: string;
  shipping: string;
  vat: string;
  total: string;
  /** After an amount: excluding VAT (the catalogue's prices), including VAT (the total). */
  exclVat: string;
  inclVat: string;
  free: string;
  cash: string;
  transfer: (bank: string, holder: string, rib: string) => string;
  deadline: (date: string) => string;
  card: string;
  delivery: string;
  pickup: string;
  home: string;
  pickupAt: string;
  deliverTo: string;
  countries: Record<'MA' | 'FR' | 'ES', string>;
  signature: string;
}

export interface FulfilmentMailTexts {
  hello: (name: string) => string;
  moves: Record<MailedAction, { subject: (n: string) => string; lead: (n: string) => string }>;
  /** After a cancellation of an order already paid. */
  refund: string;
  /** After the shipping lead: who carries the parcel, and its tracking number if it has one. */
  shipment: (courier: string, trackingNumber: string | null) => string;
  signature: string;
}

export interface ServerTexts {
  verificationMail: CodeMailTexts;
  resetMail: CodeMailTexts;
  /** To an address that already has an account, when somebody signs up with it again. */
  accountExistsMail: NoticeMailTexts;
  /** The code that moves an account to a new address, mailed to that address (issue 47). */
  emailChangeMail: CodeMailTexts;
  /** To the old address once the account moved: `lead` names the new one. */
  emailChangedMail: Omit<NoticeMailTexts, 'lead'> & { lead: (newEmail: string) => string };
  passwordChangedMail: NoticeMailTexts;
  /** The last mail of a deleted account. */
  accountDeletedMail: NoticeMailTexts;
  /** What a deleted account's orders keep instead of its customer (the French one is stored: the shop's language). */
  erasedCustomer: { firstName: string; lastName: string; street: string };
  /** The foot of every order mail: the order's page, and how to reach the shop. */
  orderPage: { follow: (n: string) => string; questions: (email: string, phone: string) => string };
  orderMail: OrderMailTexts;
  fulfilmentMail: FulfilmentMailTexts;
  transferCancelledMail: {
    subject: (n: string) => string;
    hello: (name: string) => string;
    lead: (n: string, days: number) => string;
    paid: (phone: string, email: string) => string;
    signature: string;
  };
  newsletterMail: { subject: string; hello: string; lead: string; leave: string; link: string; signature: string };
  /** What a shopper sees when a page cannot be rendered. */
  errorPage: { title: string; text: string; retry: string; home: string };
  /** The lines of the hosted card checkout besides the products. */
  cardShipping: string;
  cardVat: string;
  /** A delivery method chosen for a city it does not serve (DELIVERY_CITY_NOT_SERVED). */
  deliveryNotServed: (method: string, city: string) => string;
  /** Cash on delivery refused to the order's number by the shop's staff (issue 45). */
  cashRefused: string;
  /** A review of a product the customer has not received (REVIEW_NOT_ALLOWED), and its comment's bounds (issue 47). */
  review: { notAllowed: string; commentTooShort: string; commentTooLong: string };
  /** A customer's cancellation of an order already confirmed, shipped or being paid by card (ORDER_NOT_CANCELLABLE). */
  orderNotCancellable: string;
  adminPageTitle: string;
  /**
   * The WhatsApp message staff send a cash order's customer before confirming it (issue 45), in the
   * order's language: its number, the total to prepare in cash, where it goes.
   */
  confirmationMessage: (name: string, number: string, total: string, destination: string) => string;
  /** Where the order goes, in that message: the delivery address, or the shop it is collected at. */
  destination: { home: (address: string) => string; pickup: (shop: string) => string };
}
