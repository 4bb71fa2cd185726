// A day of cash orders through the back office's API, for the README's pictures of the cash screen and
// the dashboard. Of the orders awaiting their call (five or more, three delivered home), the last in the
// queue is cancelled by its customer and the others confirmed; two are delivered by Amana with their cash,
// one refused then back; one delivery's cash is handed over, 10 DH short, the other's is still out; and the product's
// first size gets a low-stock alert above its stock.
type Json = Record<string, unknown>;
type Queued = { _id: string; total: number; pickupShop: string | null };

export async function backOfficeDay(base: string, token: string, productId: string): Promise<void> {
  const call = async (method: string, path: string, body?: Json): Promise<Json> => {
    const answer = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
      ...(body && { body: JSON.stringify(body) }),
    });
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
    return ((await answer.json()) as { data: Json }).data;
  };
  const queue = (await call('GET', '/admin/confirmations')) as { orders: Queued[] };
  const couriers = ((await call('GET', '/admin/couriers')) as { couriers: { id: string; name: string }[] }).couriers;
  const courier = (name: string) => couriers.find((c) => c.name === name)!.id;
  // Shipped: three delivered home; the others (a pickup among them) confirmed or cancelled on the phone.
  const home = queue.orders.filter((order) => order.pickupShop === null);
  const others = queue.orders.filter((order) => !home.slice(0, 3).includes(order));
  if (home.length < 3 || others.length < 2) throw new Error('the day needs 3 orders delivered home awaiting their call, and 2 others');
  const [handedOver, stillOut, refused] = home as [Queued, Queued, Queued];
  for (const order of [handedOver, stillOut, refused, ...others.slice(0, -1)]) await call('POST', `/admin/orders/${order._id}/calls`, { outcome: 'confirmed' });
  await call('POST', `/admin/orders/${others.at(-1)!._id}/calls`, { outcome: 'cancelled', reason: 'Commande en double' });
  for (const order of [handedOver, stillOut]) {
    await call('POST', `/admin/orders/${order._id}/actions`, { action: 'ship', courierId: courier('Amana'), trackingNumber: 'AM123456789MA' });
    await call('POST', `/admin/orders/${order._id}/delivery`, { outcome: 'delivered', cashCollected: order.total });
  }
  await call('POST', '/admin/cash-handovers', { courierId: courier('Amana'), orderIds: [handedOver._id], received: handedOver.total - 1000, note: 'Manque 10 DH' });
  await call('POST', `/admin/orders/${refused._id}/actions`, { action: 'ship', courierId: courier('CTM Messagerie') });
  await call('POST', `/admin/orders/${refused._id}/delivery`, { outcome: 'refused' });
  await call('POST', `/admin/orders/${refused._id}/delivery`, { outcome: 'returned' });
  const products = (await call('GET', '/admin/products')) as { products: { id: string; variants: { id: string; stock: number }[] }[] };
  const size = products.products.find((p) => p.id === productId)!.variants[0]!;
  await call('PATCH', `/admin/variants/${size.id}`, { lowStockThreshold: size.stock + 20 });
}
