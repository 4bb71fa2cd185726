import type { AdminRouter } from '../router.tsx';
import { useEffect, useState } from 'react';
import { useAdmin } from '../context.tsx';
import { useAdminText } from '../i18n/index.ts';
import { useAdminRouter } from '../root-routes.tsx';
import { Screen } from '../ui/Screen.tsx';
import { Status } from '../ui/Status.tsx';
import { ConfirmationCard } from './ConfirmationCard.tsx';
import { confirmRoute } from '../routes.ts';

/**
 * The confirmation queue (issue 45): the first screen staff see, made for a phone. Each cash order
 * due soonest first, with a call and a WhatsApp link, and the call's outcome in one or two presses.
 */
export function ConfirmScreen() {
  const { t } = useAdminText();
  const queue = confirmRoute.useLoaderData<AdminRouter>();
  const [announce, setAnnounce] = useState<{ text: string; tone: 'ok' | 'error' }>();
  const { api } = useAdmin();
  const router = useAdminRouter();
  // Live: a new order, or a colleague's call, shows without a reload (the title counts who waits).
  useEffect(() => api.watchOrders(() => void router.invalidate()), [api, router]);
  return (
    <Screen title={queue.total ? t('confirm.titleCount', { count: queue.total }) : t('confirm.title')}>
      <p className="-mt-4 mb-4 text-sm text-olive-700">{t('confirm.summary', { due: queue.due, total: queue.total })}</p>
      <Status tone={announce?.tone} className="mb-4">
        {announce?.text}
      </Status>
      {queue.orders.length === 0 ? (
        <p className="rounded-3xl bg-white p-5 shadow-sm">{t('confirm.empty')}</p>
      ) : (
        <ol className="grid gap-4 md:grid-cols-2">
          {queue.orders.map((order) => (
            <li key={order._id}>
              <ConfirmationCard order={order} now={queue.readAt} onDone={setAnnounce} />
            </li>
          ))}
        </ol>
      )}
    </Screen>
  );
}
