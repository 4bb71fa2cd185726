import { useAppSelector } from '../../state/use-app-selector.ts';
import { useTranslation } from 'react-i18next';
import { cartRequestId } from '../../state/cart.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { CartIcon } from '../../ui/icons.tsx';
import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import { Price } from '../../ui/Price.tsx';
import { CartLine } from './CartLine.tsx';

/**
 * The cart menu's content (spec section 2): loading, empty or the lines with their totals; while the
 * cart changes, an 'updating' overlay covers the lines and their controls are disabled.
 */
export default function CartPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { cart, session, headerMenus } = useAppActors();
  const content = useAppSelector(cart, (s) => s.context.cart);
  const busy = useAppSelector(cart, (s) => !s.matches({ sync: 'idle' }) || s.context.queue.length > 0);
  const signedIn = useAppSelector(session, (s) => s.matches('authenticated'));
  const items = content?.items ?? [];

  if (!items.length && busy) {
    return (
      <LoadingStatus className="justify-center py-8">{t('cart.loading')}</LoadingStatus>
    );
  }
  if (!items.length) {
    return (
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <CartIcon className="size-10 text-olive-300" />
        <p className="font-semibold">{t('cart.empty')}</p>
        <p className="text-sm">{t('cart.emptyHint')}</p>
        <ButtonLink to="/shop" variant="secondary" className="mt-2" onClick={onClose}>
          {t('nav.cta')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <h2 className="font-semibold">
        {t('cart.menu')} · {t('cart.itemCount', { count: content!.itemCount })}
      </h2>
      <div className="relative">
        <ul aria-label={t('cart.items')} aria-busy={busy} className="max-h-[300px] divide-y divide-olive-100 overflow-y-auto pe-1">
          {items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              isDisabled={busy}
              onNavigate={onClose}
              onQuantity={(quantity) => cart.send({ type: 'UPDATE', requestId: cartRequestId('update'), itemId: item.id, quantity })}
              onRemove={() => cart.send({ type: 'REMOVE', requestId: cartRequestId('remove'), itemId: item.id })}
            />
          ))}
        </ul>
        {busy && (
          <div role="status" className="absolute inset-0 grid place-items-center rounded-xl bg-white/70 text-sm font-semibold backdrop-blur-[1px]">
            {t('cart.updating')}
          </div>
        )}
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-olive-100 pt-3 text-sm">
        <dt>{t('cart.subtotal')}</dt>
        <dd className="text-end">
          <Price centimes={content!.subtotal} />
        </dd>
        <dt>{t('cart.vat')}</dt>
        <dd className="text-end">
          <Price centimes={content!.vat} />
        </dd>
        <dt className="font-semibold">{t('cart.total')}</dt>
        <dd className="text-end font-bold">
          <Price centimes={content!.totalAmount} />
        </dd>
      </dl>
      {signedIn ? (
        <ButtonLink to="/checkout" onClick={onClose}>
          {t('cart.checkout')}
        </ButtonLink>
      ) : (
        <div className="flex flex-col gap-2 rounded-2xl bg-cream-100 p-3 text-sm">
          <p>{t('cart.loginPrompt')}</p>
          <div className="flex flex-wrap gap-2">
            <Button onPress={() => headerMenus.send({ type: 'OPEN', menu: 'account' })} className="flex-1">
              {t('cart.login')}
            </Button>
            <ButtonLink to="/signup" variant="secondary" className="flex-1" onClick={onClose}>
              {t('cart.register')}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
