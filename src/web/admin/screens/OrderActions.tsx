import { useState } from 'react';
import type { components } from '../../../../openapi/schema.d.ts';
import { allowedDeliveryActions, allowedStaffActions } from '../../../../machines/fulfilment.ts';
import { type DeliveryAction, orderProgress, type StaffAction } from '../../../domain/fulfilment.ts';
import { ApiError } from '../../api/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { useAdminText } from '../i18n/index.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Status } from '../ui/Status.tsx';
import { DeliverDialog, ShipDialog } from './ShipmentDialogs.tsx';

type AdminOrder = components['schemas']['AdminOrderResponse']['data'];
type Order = components['schemas']['Order'];
type Courier = components['schemas']['Courier'];
type Move = StaffAction | DeliveryAction;
type Asking = 'cancel' | 'ship' | 'deliver' | 'refuse';

const DELIVERY_OUTCOME = { 'failed-attempt': 'failed-attempt', refuse: 'refused', 'mark-returned': 'returned' } as const;
const STOPS = 'border-terracotta-600 text-terracotta-600';

/** What staff may do to the order now, as the fulfilment machine standing where it stands says. */
export function allowedMoves(order: Order): Move[] {
  const progress = orderProgress({ ...order, pickup: order.deliveryMethod.type === 'pickup' });
  return [...allowedStaffActions(progress), ...allowedDeliveryActions(progress)];
}

/**
 * The order's buttons, the ones its state allows. Shipping a home delivery asks for the courier, a
 * cash delivery for the cash collected, a cancellation or a refused parcel is asked again; the answer
 * replaces the order on the screen and is said in the live region.
 */
export function OrderActions({ order, couriers, onData }: { order: Order; couriers: Courier[]; onData: (data: AdminOrder) => void }) {
  const { t } = useAdminText();
  const { api } = useAdmin();
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState<{ text: string; tone: 'ok' | 'error' }>();
  const [asking, setAsking] = useState<Asking>();
  const moves = allowedMoves(order);
  const homeDelivery = order.deliveryMethod.type !== 'pickup';
  const cash = order.paymentMethod === 'cash-on-delivery';

  const send = async (request: () => Promise<AdminOrder>) => {
    setBusy(true);
    setAnnounce(undefined);
    try {
      const data = await request();
      onData(data);
      setAnnounce({ tone: 'ok', text: t('order.done', { number: data.order.orderNumber, state: t(`fulfilment.${data.order.fulfilment}`) }) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        const fresh = await api.getOrder(order._id).catch(() => undefined);
        if (fresh) onData(fresh);
        setAnnounce({ tone: 'error', text: t('order.conflict') });
      } else setAnnounce({ tone: 'error', text: errorText(t, failure) });
    } finally {
      setBusy(false);
    }
  };

  const press = (move: Move) => {
    if (move === 'cancel' || move === 'refuse') return setAsking(move);
    if (move === 'ship' && homeDelivery) return setAsking('ship');
    if (move === 'deliver' && cash) return setAsking('deliver');
    if (move === 'failed-attempt' || move === 'mark-returned') return void send(() => api.recordDelivery(order._id, { outcome: DELIVERY_OUTCOME[move] }));
    void send(() => api.actOnOrder(order._id, move));
  };
  const close = (open: boolean) => setAsking(open ? asking : undefined);

  return (
    <>
      <Status tone={announce?.tone} className="mb-3">
        {announce?.text}
      </Status>
      {moves.length === 0 ? (
        <p>{t('order.noActions')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.map((move) => (
            <Button key={move} variant={move === 'cancel' || move === 'refuse' ? 'secondary' : 'primary'} className={move === 'cancel' || move === 'refuse' ? STOPS : ''} isDisabled={busy} onPress={() => press(move)}>
              {t(`action.${move}`)}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        isOpen={asking === 'cancel'}
        onOpenChange={close}
        title={t('order.cancelTitle')}
        text={t('order.cancelText', { number: order.orderNumber })}
        confirm={t('order.cancelConfirm')}
        keep={t('order.cancelKeep')}
        onConfirm={() => void send(() => api.actOnOrder(order._id, 'cancel'))}
      />
      <ConfirmDialog
        isOpen={asking === 'refuse'}
        onOpenChange={close}
        title={t('refuse.title')}
        text={t('refuse.text', { number: order.orderNumber })}
        confirm={t('refuse.confirm')}
        keep={t('order.keep')}
        onConfirm={() => void send(() => api.recordDelivery(order._id, { outcome: 'refused' }))}
      />
      <ShipDialog order={order} couriers={couriers} isOpen={asking === 'ship'} onOpenChange={close} onShip={(courierId, trackingNumber) => void send(() => api.actOnOrder(order._id, 'ship', { courierId, ...(trackingNumber && { trackingNumber }) }))} />
      <DeliverDialog order={order} isOpen={asking === 'deliver'} onOpenChange={close} onDeliver={(cashCollected) => void send(() => api.recordDelivery(order._id, { outcome: 'delivered', cashCollected }))} />
    </>
  );
}
