import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOf } from '../../i18n/index.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { orderAgain } from './api.ts';
import { reorderNotices } from './reorder-notices.ts';

/**
 * "Order again": the order's lines into the cart at today's prices, then what became of each line,
 * read out (a live region), and the header's cart read again.
 */
export function OrderAgain({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const { api, cart } = useAppActors();
  const [state, setState] = useState<{ kind: 'idle' | 'working' | 'failed' } | { kind: 'done'; notices: ReturnType<typeof reorderNotices> }>({ kind: 'idle' });
  const run = async () => {
    setState({ kind: 'working' });
    try {
      const lines = await orderAgain(api, orderId, languageOf(i18n));
      cart.send({ type: 'SYNC' });
      setState({ kind: 'done', notices: reorderNotices(lines, t) });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  const anyAdded = state.kind === 'done' && state.notices.some((notice) => notice.added);
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="primary" onPress={() => void run()} isDisabled={state.kind === 'working'}>
        {state.kind === 'working' ? t('orderPage.orderingAgain') : t('orderPage.orderAgain')}
      </Button>
      <div role="status" className="w-full empty:hidden">
        {state.kind === 'done' && (
          <div className="flex flex-col gap-2 rounded-2xl border border-olive-100 bg-cream-100 p-4 text-sm">
            <p className="font-semibold">{anyAdded ? t('orderPage.again.title') : t('orderPage.again.nothing')}</p>
            <p>{t('orderPage.again.lead')}</p>
            <ul className="flex list-disc flex-col gap-1 ps-5">
              {state.notices.map((notice, index) => (
                <li key={index} className={notice.added ? '' : 'font-semibold text-olive-950'}>
                  {notice.text}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {anyAdded && <ButtonLink to="/checkout">{t('orderPage.again.toCart')}</ButtonLink>}
      {state.kind === 'failed' && <p role="alert">{t('orderPage.again.failed')}</p>}
    </div>
  );
}
