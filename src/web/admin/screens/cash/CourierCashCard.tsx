import { useState } from 'react';
import { CheckboxGroup, Form, Label } from 'react-aria-components';
import type { components } from '../../../../../openapi/schema.d.ts';
import { ApiError } from '../../../api/errors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAdmin } from '../../context.tsx';
import { errorText } from '../../errors.ts';
import { day, money } from '../../format.ts';
import { useAdminText } from '../../i18n/index.ts';
import { useAdminRouter } from '../../root-routes.tsx';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { Difference } from './Difference.tsx';

type CourierCash = components['schemas']['CourierCash'];
type Delivery = components['schemas']['CashOutstandingDelivery'];

/** One courier's cash: what they hold, how their handovers counted, and the form of the next one. */
export function CourierCashCard({ row, deliveries, onDone }: { row: CourierCash; deliveries: Delivery[]; onDone: (announce: { text: string; tone: 'ok' | 'error' }) => void }) {
  const { t, intl } = useAdminText();
  const headingId = `courier-${row.courier.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-3xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-serif text-xl font-semibold">
        <bdi>{row.courier.name}</bdi>
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-olive-700">{t('cash.outstanding')}</dt>
        <dd className="font-semibold">{money(row.outstanding, intl)}</dd>
        <dt className="text-olive-700">{t('cash.outstandingOrders')}</dt>
        <dd>{row.outstandingOrders}</dd>
        <dt className="text-olive-700">{t('cash.expected')}</dt>
        <dd>{money(row.expected, intl)}</dd>
        <dt className="text-olive-700">{t('cash.received')}</dt>
        <dd>{money(row.received, intl)}</dd>
        <dt className="text-olive-700">{t('cash.difference')}</dt>
        <dd>
          <Difference centimes={row.difference} />
        </dd>
      </dl>
      {deliveries.length ? <HandoverForm key={deliveries.map((d) => d.orderId).join()} courier={row.courier} deliveries={deliveries} onDone={onDone} /> : null}
    </section>
  );
}

function HandoverForm({ courier, deliveries, onDone }: { courier: CourierCash['courier']; deliveries: Delivery[]; onDone: (announce: { text: string; tone: 'ok' | 'error' }) => void }) {
  const { t, intl } = useAdminText();
  const { api } = useAdmin();
  const router = useAdminRouter();
  const [chosen, setChosen] = useState(() => deliveries.map((d) => d.orderId));
  const [received, setReceived] = useState(NaN);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ chosen?: string; received?: string }>({});
  const [busy, setBusy] = useState(false);
  const expected = deliveries.filter((d) => chosen.includes(d.orderId)).reduce((sum, d) => sum + d.cashCollected, 0);

  const record = async () => {
    const next = { ...(chosen.length === 0 && { chosen: t('cash.chooseDeliveries') }), ...(!(received >= 0) && { received: t('cash.amountRequired') }) };
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const handover = await api.recordCashHandover({ courierId: courier.id, orderIds: chosen, received: Math.round(received * 100), ...(note.trim() && { note: note.trim() }) });
      onDone({ tone: 'ok', text: t('cash.recorded', { courier: courier.name, received: money(handover.received, intl), expected: money(handover.expected, intl) }) });
    } catch (failure) {
      onDone({ tone: 'error', text: failure instanceof ApiError && failure.status === 409 ? t('cash.conflict') : errorText(t, failure) });
    } finally {
      setBusy(false);
      await router.invalidate();
    }
  };

  return (
    <Form
      aria-label={t('cash.recordFor', { courier: courier.name })}
      validationBehavior="aria"
      className="flex flex-col gap-3 border-t border-olive-100 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void record();
      }}
    >
      <CheckboxGroup value={chosen} onChange={setChosen} isInvalid={Boolean(errors.chosen)} className="flex flex-col gap-2">
        <Label className="text-sm font-semibold">{t('cash.deliveries')}</Label>
        {deliveries.map((d) => (
          <Checkbox key={d.orderId} value={d.orderId}>
            <span className="block">
              <bdi className="font-semibold">{d.orderNumber}</bdi> — {money(d.cashCollected, intl)}
            </span>
            <span className="block text-olive-700">
              <bdi>{d.customerName}</bdi>, {t('cash.deliveredOn', { date: day(d.deliveredAt, intl) })}
            </span>
          </Checkbox>
        ))}
        {errors.chosen ? <p className="text-sm text-red-700">{errors.chosen}</p> : null}
      </CheckboxGroup>
      <p className="text-sm font-medium">{t('cash.expectedNow', { amount: money(expected, intl) })}</p>
      <NumberInput label={t('cash.amountReceived')} value={received} onChange={setReceived} minValue={0} formatOptions={{ maximumFractionDigits: 2 }} errorMessage={errors.received} />
      <TextField label={t('cash.note')} value={note} onChange={setNote} maxLength={500} />
      <Button type="submit" isDisabled={busy} className="self-start">
        {t('cash.record')}
      </Button>
    </Form>
  );
}
