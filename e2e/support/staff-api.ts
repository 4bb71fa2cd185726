// The back office's calls a shopper's journey needs done behind the scenes (an order taken to the
// door, a size sold out), made through the API as the owner: the screens are other specs' subject.
import type { Page } from '@playwright/test';
import { type AdminShop, OWNER, ownerReady, STAFF_PASSWORD } from '../admin-support.ts';
import { codeOf, mailCount, mailTo } from './mailbox.ts';

export type StaffHeaders = { authorization: string };

/** The owner signed in through the API: password, then the code mailed for it. */
export async function ownerHeaders(page: Page, shop: AdminShop): Promise<StaffHeaders> {
  await ownerReady(page, shop);
  const before = mailCount();
  const login = await page.request.post('/api/admin/auth/login', { data: { email: OWNER, password: STAFF_PASSWORD } });
  if (login.status() !== 202) throw new Error(`adminLogin answered ${login.status()}`);
  const verified = await page.request.post('/api/admin/auth/verify', { data: { email: OWNER, code: codeOf(await mailTo(OWNER, before)) } });
  if (verified.status() !== 200) throw new Error(`adminVerify answered ${verified.status()}: ${await verified.text()}`);
  return { authorization: `Bearer ${((await verified.json()) as { data: { token: string } }).data.token}` };
}

async function staffCall(page: Page, headers: StaffHeaders, method: 'post' | 'patch', url: string, data: object): Promise<unknown> {
  const answer = await page.request[method](url, { headers, data });
  if (!answer.ok()) throw new Error(`${method.toUpperCase()} ${url} answered ${answer.status()}: ${await answer.text()}`);
  return ((await answer.json()) as { data: unknown }).data;
}

/** A home-delivery order confirmed, shipped with the named courier (one the shop starts with) and delivered. */
export async function deliverOrder(page: Page, headers: StaffHeaders, orderId: string, courier: { name: string; trackingNumber: string }): Promise<void> {
  const { data } = (await (await page.request.get('/api/admin/couriers', { headers })).json()) as { data: { couriers: { id: string; name: string }[] } };
  const made = { courier: data.couriers.find((c) => c.name === courier.name)! };
  const act = (action: string, extra: object = {}) => staffCall(page, headers, 'post', `/api/admin/orders/${orderId}/actions`, { action, ...extra });
  await act('confirm');
  await act('ship', { courierId: made.courier.id, trackingNumber: courier.trackingNumber });
  await act('deliver');
}

/** Sets a size's stock, as staff do in the catalogue screen. */
export async function setStock(page: Page, headers: StaffHeaders, variantId: string, stock: number): Promise<void> {
  await staffCall(page, headers, 'patch', `/api/admin/variants/${variantId}`, { stock });
}
