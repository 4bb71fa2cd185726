import { useState } from 'react';
import { ApiError } from '../../api/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { useAdminText } from '../i18n/index.ts';
import { useAdminRouter } from '../root-routes.tsx';
import { AdminLink } from '../ui/AdminLink.tsx';
import { Status } from '../ui/Status.tsx';

/**
 * What staff do to the orders ticked in the list (issue 45): confirm them all (each as the fulfilment
 * machine allows it; those it does not are counted, not stopped at), or print their delivery slips in
 * one go.
 */
export function OrderSelection({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useAdminText();
  const { api } = useAdmin();
  const router = useAdminRouter();
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState<{ text: string; tone: 'ok' | 'error' }>();
  const confirmAll = async () => {
    setBusy(true);
    let done = 0;
    let refused = 0;
    try {
      for (const id of ids) {
        try {
          await api.actOnOrder(id, 'confirm');
          done++;
        } catch (failure) {
          if (!(failure instanceof ApiError && failure.status === 409)) throw failure;
          refused++;
        }
      }
      setAnnounce({ tone: 'ok', text: t('orders.bulkDone', { done, refused }) });
    } catch (failure) {
      setAnnounce({ tone: 'error', text: errorText(t, failure) });
    } finally {
      setBusy(false);
      onDone();
      await router.invalidate();
    }
  };
  return (
    <div className="mb-3 flex flex-col gap-2">
      {ids.length ? (
        <div role="group" aria-label={t('orders.selected', { count: ids.length })} className="flex flex-wrap items-center gap-2 rounded-2xl bg-olive-100 p-3">
          <span className="me-2 text-sm font-semibold">{t('orders.selected', { count: ids.length })}</span>
          <Button isDisabled={busy} onPress={() => void confirmAll()} className="px-4! py-1.5! text-sm">
            {t('orders.confirmSelected')}
          </Button>
          <AdminLink variant="secondary" href={`/admin/slips?ids=${ids.join(',')}`} className="px-4! py-1.5! text-sm">
            {t('orders.printSlips')}
          </AdminLink>
        </div>
      ) : null}
      <Status tone={announce?.tone}>{announce?.text}</Status>
    </div>
  );
}
