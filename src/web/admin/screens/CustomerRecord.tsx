import { useState } from 'react';
import type { components } from '../../../../openapi/schema.d.ts';
import { phoneForReading } from '../../../domain/phone.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { dateTime } from '../format.ts';
import { useAdminText } from '../i18n/index.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { FormDialog } from '../ui/FormDialog.tsx';
import { Status } from '../ui/Status.tsx';

type RecordData = components['schemas']['CustomerRecord'];
type Past = components['schemas']['PastOrders'];

/**
 * Who is ordering (issue 45, item 5): the same number's and email's other orders, the orders this one
 * likely repeats, and cash on delivery refused to the number or offered again.
 */
export function CustomerRecord({ record, phone, onChange }: { record: RecordData; phone: string; onChange: (record: RecordData) => void }) {
  const { t, intl } = useAdminText();
  const { api } = useAdmin();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [announce, setAnnounce] = useState<{ text: string; tone: 'ok' | 'error' }>();
  const readable = phoneForReading(phone);
  const counts = (past: Past) => t('record.counts', { ...past });
  const refusal = record.cashRefusal;

  const refuse = async () => {
    setAsking(false);
    try {
      const cashRefusal = await api.refuseCash(phone, reason.trim() || undefined);
      onChange({ ...record, cashRefusal });
      setAnnounce({ tone: 'ok', text: t('record.refused', { phone: readable }) });
    } catch (failure) {
      setAnnounce({ tone: 'error', text: errorText(t, failure) });
    }
  };
  const allow = async () => {
    try {
      await api.allowCash(phone);
      onChange({ ...record, cashRefusal: null });
      setAnnounce({ tone: 'ok', text: t('record.allowed', { phone: readable }) });
    } catch (failure) {
      setAnnounce({ tone: 'error', text: errorText(t, failure) });
    }
  };

  return (
    <div className="flex flex-col gap-3 text-sm">
      {record.likelyDuplicates.length ? (
        <div className="rounded-2xl border border-gold-500 bg-gold-300/30 p-3">
          <p className="font-semibold">{t('record.duplicate')}</p>
          <ul>
            {record.likelyDuplicates.map((other) => (
              <li key={other._id}>
                <AdminLink href={`/admin/orders/${other._id}`} className="inline-block py-1">{t('record.openOrder', { number: other.orderNumber, date: dateTime(other.createdAt, intl) })}</AdminLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="grid gap-1">
        <dt className="font-semibold text-olive-700">{t('record.byPhone')}</dt>
        <dd>{counts(record.byPhone)}</dd>
        <dt className="font-semibold text-olive-700">{t('record.byEmail')}</dt>
        <dd>{counts(record.byEmail)}</dd>
      </dl>
      {refusal ? (
        <div className="flex flex-col items-start gap-2">
          <p>
            {t('record.cashRefused', { date: dateTime(refusal.at, intl), who: refusal.staffEmail })}
            {refusal.reason ? (
              <>
                <br />
                <bdi>{t('record.reasonWas', { reason: refusal.reason })}</bdi>
              </>
            ) : null}
          </p>
          <Button variant="secondary" onPress={() => void allow()}>
            {t('record.allowCash')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <p>{t('record.cashOffered')}</p>
          <Button variant="secondary" onPress={() => setAsking(true)}>
            {t('record.refuseCash')}
          </Button>
        </div>
      )}
      <Status tone={announce?.tone}>{announce?.text}</Status>
      <FormDialog isOpen={asking} onOpenChange={setAsking} title={t('record.refuseTitle', { phone: readable })} submit={t('record.refuseConfirm')} keep={t('order.keep')} onSubmit={() => void refuse()} danger>
        <p>{t('record.refuseText')}</p>
        <TextField label={t('record.reason')} value={reason} onChange={setReason} maxLength={500} />
      </FormDialog>
    </div>
  );
}
