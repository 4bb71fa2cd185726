import { useState } from 'react';
import { type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import type { components } from '../../../../openapi/schema.d.ts';
import { CALL_RETRIES, type CallRetry } from '../../../domain/fulfilment.ts';
import { ApiError } from '../../api/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { dateTime } from '../format.ts';
import { type AdminKey, useAdminText } from '../i18n/index.ts';
import { useAdminRouter } from '../root-routes.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';

type QueueEntry = components['schemas']['ConfirmationQueueEntry'];
type Call = components['schemas']['ConfirmationCall'];
export type Announce = { text: string; tone: 'ok' | 'error' } | undefined;

const RETRY_LABELS: Record<CallRetry, AdminKey> = { 'in-30-minutes': 'confirm.retryIn30', 'in-2-hours': 'confirm.retryIn2h', 'tomorrow-morning': 'confirm.retryTomorrow' };
const CANCEL = 'border-terracotta-600 text-terracotta-600';

/**
 * What the call ended in: confirmed; no answer, tried again at a time chosen from three; a wrong
 * number, or the customer's cancellation with their reason (both asked again, as they cancel).
 * The queue is read again after each, and what happened is said in the screen's live region.
 */
export function CallOutcomes({ order, onDone }: { order: QueueEntry; onDone: (announce: Announce) => void }) {
  const { t, intl } = useAdminText();
  const { api } = useAdmin();
  const router = useAdminRouter();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<'wrong-number' | 'cancelled'>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const number = order.orderNumber;

  const record = async (call: Call) => {
    setBusy(true);
    onDone(undefined);
    try {
      const done = await api.recordCall(order._id, call);
      const text =
        done.fulfilment === 'confirmed'
          ? t('confirm.doneConfirmed', { number })
          : done.fulfilment === 'cancelled'
            ? t('confirm.doneCancelled', { number })
            : t('confirm.doneRetry', { number, time: dateTime(done.callDueAt!, intl) });
      onDone({ tone: 'ok', text });
    } catch (failure) {
      onDone({ tone: 'error', text: failure instanceof ApiError && failure.status === 409 ? t('confirm.conflict') : errorText(t, failure) });
    } finally {
      setBusy(false);
      await router.invalidate();
    }
  };

  const cancelForCustomer = () => {
    if (!reason.trim()) return setReasonError(t('confirm.reasonRequired'));
    setAsking(undefined);
    void record({ outcome: 'cancelled', reason: reason.trim() });
  };

  return (
    <div role="group" aria-label={t('confirm.outcomes', { number })} className="mt-auto flex flex-wrap gap-2 border-t border-olive-100 pt-3">
      <Button isDisabled={busy} onPress={() => void record({ outcome: 'confirmed' })}>
        {t('confirm.confirmed')}
      </Button>
      <MenuTrigger>
        <Button variant="secondary" isDisabled={busy}>
          {t('confirm.noAnswer')} <span aria-hidden="true">▾</span>
        </Button>
        <Popover placement="bottom start" offset={6} className="min-w-52 rounded-2xl border border-olive-100 bg-white p-1.5 shadow-xl">
          <Menu aria-label={t('confirm.noAnswer')} onAction={(key: Key) => void record({ outcome: 'no-answer', retry: String(key) as CallRetry })} className="outline-none">
            {CALL_RETRIES.map((retry) => (
              <MenuItem key={retry} id={retry} className="cursor-pointer rounded-xl px-3 py-2.5 text-olive-900 outline-none focus:bg-olive-100">
                {t(RETRY_LABELS[retry])}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <Button variant="secondary" className={CANCEL} isDisabled={busy} onPress={() => setAsking('wrong-number')}>
        {t('confirm.wrongNumber')}
      </Button>
      <Button
        variant="secondary"
        className={CANCEL}
        isDisabled={busy}
        onPress={() => {
          setReason('');
          setReasonError(undefined);
          setAsking('cancelled');
        }}
      >
        {t('confirm.cancelled')}
      </Button>
      <ConfirmDialog
        isOpen={asking === 'wrong-number'}
        onOpenChange={(open) => setAsking(open ? 'wrong-number' : undefined)}
        title={t('confirm.wrongNumberTitle')}
        text={t('confirm.wrongNumberText', { number })}
        confirm={t('confirm.wrongNumberConfirm')}
        keep={t('confirm.keep')}
        onConfirm={() => void record({ outcome: 'wrong-number' })}
      />
      <FormDialog
        isOpen={asking === 'cancelled'}
        onOpenChange={(open) => setAsking(open ? 'cancelled' : undefined)}
        title={t('confirm.cancelTitle')}
        submit={t('confirm.cancelConfirm')}
        keep={t('confirm.keep')}
        onSubmit={cancelForCustomer}
        danger
      >
        <p>{t('confirm.cancelText', { number })}</p>
        <TextAreaField
          label={t('confirm.reason')}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError(undefined);
          }}
          errorMessage={reasonError}
          // The dialog is opened to write the reason: its field takes the focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </FormDialog>
    </div>
  );
}
