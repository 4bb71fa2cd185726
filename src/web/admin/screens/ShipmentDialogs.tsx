import { useState } from 'react';
import type { components } from '../../../../openapi/schema.d.ts';
import { SelectField } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { money } from '../format.ts';
import { useAdminText } from '../i18n/index.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import { NumberInput } from '../ui/NumberInput.tsx';

type Order = components['schemas']['Order'];
type Courier = components['schemas']['Courier'];

interface DialogProps {
  order: Order;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Shipping a home delivery: with which courier (the active ones), and the parcel's tracking number if it has one. */
export function ShipDialog({ order, couriers, isOpen, onOpenChange, onShip }: DialogProps & { couriers: Courier[]; onShip: (courierId: string, trackingNumber?: string) => void }) {
  const { t } = useAdminText();
  const [courierId, setCourierId] = useState('');
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('ship.title', { number: order.orderNumber })}
      submit={t('ship.confirm')}
      keep={t('order.keep')}
      onSubmit={() => {
        if (!courierId) return setError(t('ship.noCourier'));
        onOpenChange(false);
        onShip(courierId, tracking.trim() || undefined);
      }}
    >
      <SelectField
        label={t('ship.courier')}
        options={couriers.map((courier) => ({ id: courier.id, label: courier.name }))}
        selectedKey={courierId}
        onChange={(id) => {
          setCourierId(id);
          setError(undefined);
        }}
      />
      {error ? (
        <p role="alert" className="-mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <TextField label={t('ship.tracking')} value={tracking} onChange={setTracking} maxLength={64} />
    </FormDialog>
  );
}

/** A cash order delivered: the cash the courier handed over, its total to start from. */
export function DeliverDialog({ order, isOpen, onOpenChange, onDeliver }: DialogProps & { onDeliver: (cashCentimes: number) => void }) {
  const { t, intl } = useAdminText();
  const [dirhams, setDirhams] = useState(order.total / 100);
  const [error, setError] = useState<string>();
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('deliver.title', { number: order.orderNumber })}
      submit={t('deliver.confirm')}
      keep={t('order.keep')}
      onSubmit={() => {
        if (!Number.isFinite(dirhams) || dirhams < 0) return setError(t('deliver.cashRequired'));
        onOpenChange(false);
        onDeliver(Math.round(dirhams * 100));
      }}
    >
      <p>{t('deliver.expected', { total: money(order.total, intl) })}</p>
      <NumberInput
        label={t('deliver.cash')}
        value={dirhams}
        minValue={0}
        formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
        onChange={(value) => {
          setDirhams(value);
          setError(undefined);
        }}
        errorMessage={error}
      />
    </FormDialog>
  );
}
