import type { operations } from '../../../openapi/schema.d.ts';
import { FULFILMENT_STATES } from '../../domain/fulfilment.ts';
import type { ReviewStatus } from './api.ts';

// The back office's addresses' search params, as its routes (routes.ts) and screens read them: anything unknown is dropped.

type Query = NonNullable<operations['adminListOrders']['parameters']['query']>;
export type OrdersSearch = Omit<Query, 'pageSize'>;
type Status = NonNullable<Query['status']>;
type PaymentMethod = NonNullable<Query['paymentMethod']>;

export const ORDER_STATUSES: readonly Status[] = ['pending', 'awaiting-payment', 'paid', 'shipped', 'delivered', 'cancelled'];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash-on-delivery', 'bank-transfer', 'stripe'];
export const ORDERS_PAGE_SIZE = 25;
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => (values as readonly unknown[]).includes(value) ? (value as T) : undefined;
const text = (raw: unknown, pattern?: RegExp) => {
  // A number typed in the address by hand (?q=42) comes parsed as one.
  const value = typeof raw === 'number' ? String(raw) : raw;
  return typeof value === 'string' && value.trim() && (!pattern || pattern.test(value)) ? value.trim().slice(0, 254) : undefined;
};
export const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
const pageOf = (search: Record<string, unknown>) => {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 ? page : undefined;
};

/** The orders list's filters, search and page. */
export function ordersSearch(search: Record<string, unknown>): OrdersSearch {
  return defined({
    status: oneOf(ORDER_STATUSES, search.status),
    fulfilment: oneOf(FULFILMENT_STATES, search.fulfilment),
    paymentMethod: oneOf(PAYMENT_METHODS, search.paymentMethod),
    deliveryMethod: text(search.deliveryMethod),
    from: text(search.from, DAY),
    to: text(search.to, DAY),
    q: text(search.q),
    page: pageOf(search),
  });
}

export function pageSearch(search: Record<string, unknown>): { page?: number } {
  const page = pageOf(search);
  return page ? { page } : {};
}

export type LeadKind = operations['adminListLeads']['parameters']['path']['kind'];
export const LEAD_KINDS: readonly LeadKind[] = ['catalogue-requests', 'contact-messages', 'newsletter'];

export function leadsSearch(search: Record<string, unknown>): { kind?: LeadKind; page?: number } {
  const kind = (LEAD_KINDS as readonly unknown[]).includes(search.kind) ? (search.kind as LeadKind) : undefined;
  return { ...(kind && kind !== 'catalogue-requests' ? { kind } : {}), ...pageSearch(search) };
}

export type ReviewFilter = ReviewStatus | 'all';
export const REVIEW_FILTERS: readonly ReviewFilter[] = ['all', 'pending', 'approved', 'hidden'];
export const REVIEWS_PAGE_SIZE = 20;

export function reviewsSearch(search: Record<string, unknown>): { status?: ReviewStatus; page?: number } {
  const status = (REVIEW_FILTERS as readonly unknown[]).includes(search.status) && search.status !== 'all' ? (search.status as ReviewStatus) : undefined;
  return { ...(status ? { status } : {}), ...pageSearch(search) };
}

const ID = /^[0-9a-f-]{36}$/;

/** ?ids=a,b,c: the orders whose slips print together (at most 50, unknown ones dropped). */
export function slipsSearch(search: Record<string, unknown>): { ids?: string } {
  const ids = String(search.ids ?? '')
    .split(',')
    .filter((id) => ID.test(id))
    .slice(0, 50);
  return ids.length ? { ids: ids.join(',') } : {};
}

export interface SignInSearch {
  next?: string;
  expired?: boolean;
  signedOut?: boolean;
}

export const signInSearch = (search: Record<string, unknown>): SignInSearch => ({
  ...(typeof search.next === 'string' && search.next.startsWith('/admin') ? { next: search.next } : {}),
  ...(search.expired === true || search.expired === 'true' ? { expired: true } : {}),
  ...(search.signedOut === true || search.signedOut === 'true' ? { signedOut: true } : {}),
});

export const acceptInviteSearch = (search: Record<string, unknown>): { email?: string } => (typeof search.email === 'string' ? { email: search.email } : {});
