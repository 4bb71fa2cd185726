import type { AdminRouter } from '../router.tsx';
import { useState } from 'react';
import { Button as AriaButton, Disclosure, DisclosurePanel, Form } from 'react-aria-components';
import { FULFILMENT_STATES } from '../../../domain/fulfilment.ts';
import { Button, buttonClass } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { SelectField } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { dateTime, money } from '../format.ts';
import { type AdminKey, useAdminText } from '../i18n/index.ts';
import { useAdminRouter, navigateTo } from '../root-routes.tsx';
import { AdminLink } from '../ui/AdminLink.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Badge, Screen } from '../ui/Screen.tsx';
import { OrderSelection } from './OrderSelection.tsx';
import { fulfilmentTone, statusTone } from './order-tones.ts';
import { ordersRoute } from '../routes.ts';
import { DAY, defined, oneOf, ORDER_STATUSES, type OrdersSearch, ordersSearch, PAYMENT_METHODS } from '../search.ts';


/** Orders newest first: filters (folded on a phone), search by number, name, phone or email, a page at a time; each opens. */
export function Orders() {
  const { t, intl } = useAdminText();
  const router = useAdminRouter();
  const search = ordersRoute.useSearch<AdminRouter>();
  const { orders, total, page, totalPages, deliveryMethods } = ordersRoute.useLoaderData<AdminRouter>();
  const [q, setQ] = useState(search.q ?? '');
  const go = (next: OrdersSearch) => void navigateTo(router, '/admin/orders', defined(next));
  const filter = (change: Partial<OrdersSearch>) => go({ ...search, ...change, page: undefined });
  const any = { id: '', label: t('orders.any') };
  const choices = (values: readonly string[], prefix: string) => [any, ...values.map((id) => ({ id, label: t(`${prefix}.${id}` as AdminKey) }))];
  const filtered = Object.keys(ordersSearch(search)).some((key) => key !== 'page');
  const filtersOn = Object.keys(ordersSearch(search)).filter((key) => key !== 'page' && key !== 'q').length;
  const wide = useMediaQuery('(min-width: 40rem)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The orders ticked on this page, to confirm or print together.
  const [selected, setSelected] = useState<string[]>([]);
  const ticked = selected.filter((id) => orders.some((order) => order._id === id));

  return (
    <Screen title={t('orders.title')}>
      <section aria-label={t('orders.filters')} className="mb-6 flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm">
        <Form
          role="search"
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            filter({ q: q.trim() || undefined });
          }}
        >
          <TextField label={t('orders.search')} type="search" value={q} onChange={setQ} className="min-w-0 flex-1 basis-60" />
          <Button type="submit">{t('orders.searchButton')}</Button>
        </Form>
        <Disclosure isExpanded={wide !== false || filtersOpen} onExpandedChange={setFiltersOpen} className="flex flex-col gap-3">
          {/* On a phone the filters fold behind one button, which says how many are on. */}
          <AriaButton slot="trigger" className={`${buttonClass('secondary', 'self-start px-4! py-1.5! text-sm')} sm:hidden`}>
            {filtersOn ? t('orders.filtersOn', { count: filtersOn }) : t('orders.filters')}
          </AriaButton>
          <DisclosurePanel>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              <SelectField label={t('orders.status')} options={choices(ORDER_STATUSES, 'status')} selectedKey={search.status ?? ''} onChange={(key) => filter({ status: oneOf(ORDER_STATUSES, key) })} />
              <SelectField label={t('orders.fulfilment')} options={choices(FULFILMENT_STATES, 'fulfilment')} selectedKey={search.fulfilment ?? ''} onChange={(key) => filter({ fulfilment: oneOf(FULFILMENT_STATES, key) })} />
              <SelectField label={t('orders.paymentMethod')} options={choices(PAYMENT_METHODS, 'payment')} selectedKey={search.paymentMethod ?? ''} onChange={(key) => filter({ paymentMethod: oneOf(PAYMENT_METHODS, key) })} />
              <SelectField label={t('orders.deliveryMethod')} options={[any, ...deliveryMethods]} selectedKey={search.deliveryMethod ?? ''} onChange={(key) => filter({ deliveryMethod: key || undefined })} />
              <TextField className="col-span-2 sm:col-span-1" label={t('orders.from')} type="date" value={search.from ?? ''} onChange={(value) => filter({ from: DAY.test(value) ? value : undefined })} />
              <TextField className="col-span-2 sm:col-span-1" label={t('orders.to')} type="date" value={search.to ?? ''} onChange={(value) => filter({ to: DAY.test(value) ? value : undefined })} />
            </div>
          </DisclosurePanel>
        </Disclosure>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm" role="status">
            {t('app.results', { total })}
          </p>
          {filtered ? (
            <Button
              variant="ghost"
              className="text-sm"
              onPress={() => {
                setQ('');
                go({});
              }}
            >
              {t('orders.clear')}
            </Button>
          ) : null}
        </div>
      </section>
      <OrderSelection ids={ticked} onDone={() => setSelected([])} />
      {orders.length === 0 ? (
        <p className="rounded-3xl bg-white p-6 text-center shadow-sm">{t('app.none')}</p>
      ) : (
        <ul aria-label={t('orders.list')} className="flex flex-col gap-2">
          {orders.map((order) => (
            <li key={order._id} className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm lg:items-center">
              <Checkbox isSelected={ticked.includes(order._id)} onChange={(on) => setSelected((ids) => (on ? [...ids, order._id] : ids.filter((id) => id !== order._id)))}>
                <span className="sr-only">{t('orders.select', { number: order.orderNumber })}</span>
              </Checkbox>
              <div className="grid min-w-0 flex-1 grid-cols-[1fr_auto] gap-x-4 gap-y-1 lg:grid-cols-[11rem_1fr_10rem_auto] lg:items-center">
                <div className="flex flex-col">
                  <AdminLink href={`/admin/orders/${order._id}`} className="font-semibold">
                    <bdi>{order.orderNumber}</bdi>
                  </AdminLink>
                  <span className="text-sm text-olive-700">{dateTime(order.createdAt, intl)}</span>
                </div>
                <div className="order-last col-span-2 flex min-w-0 flex-col lg:order-none lg:col-span-1">
                  <span className="truncate font-medium">{order.customerName}</span>
                  <span className="truncate text-sm text-olive-700">
                    <bdi>{order.email}</bdi>
                  </span>
                </div>
                <div className="flex flex-col items-end text-end lg:items-start lg:text-start">
                  <span className="font-semibold">{money(order.total, intl)}</span>
                  <span className="text-sm text-olive-700">{t('orders.items', { count: order.itemCount })}</span>
                </div>
                <div className="order-last col-span-2 flex flex-wrap gap-1 lg:order-none lg:col-span-1 lg:justify-end">
                  <Badge tone={fulfilmentTone(order.fulfilment)}>{t(`fulfilment.${order.fulfilment}`)}</Badge>
                  <Badge tone={statusTone(order.status)}>{t(`status.${order.status}`)}</Badge>
                  <Badge>{t(`payment.${order.paymentMethod}`)}</Badge>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={totalPages} onPage={(next) => go({ ...search, page: next > 1 ? next : undefined })} />
    </Screen>
  );
}
