import { useAppSelector } from '../state/use-app-selector.ts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { badgeText } from '../../domain/quantity.ts';
import { useAppActors, useHeaderMenu } from '../state/app-actors.tsx';
import { CartIcon } from '../ui/icons.tsx';
import { HeaderPopover } from '../ui/Popover.tsx';

// The lines and their controls load when the menu first opens, not with every page.
const CartPanel = lazy(() => import('../features/cart/CartPanel.tsx'));

/** The cart menu: a badge with the item count ('9+' above 9) that bounces 1.5 s after an add. */
export function CartMenu() {
  const { t } = useTranslation();
  const { cart } = useAppActors();
  const [isOpen, setOpen] = useHeaderMenu('cart');
  const count = useAppSelector(cart, (s) => s.context.cart?.itemCount ?? 0);
  const bouncing = useAppSelector(cart, (s) => s.matches({ badge: 'bouncing' }));
  const badge = badgeText(count);
  return (
    <HeaderPopover
      label={t('cart.menu')}
      isOpen={isOpen}
      onOpenChange={setOpen}
      className="!w-96"
      buttonLabel={`${t('cart.menu')}, ${t('cart.itemCount', { count })}`}
      button={
        <>
          <CartIcon />
          {badge && (
            <span
              aria-hidden="true"
              data-testid="cart-badge"
              className={`absolute -end-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-terracotta-600 px-1 text-[11px] font-bold leading-none text-white ${
                bouncing ? 'motion-safe:animate-bounce' : ''
              }`}
            >
              {badge}
            </span>
          )}
        </>
      }
    >
      <Suspense fallback={<p className="py-8 text-center">{t('a11y.loading')}</p>}>
        <CartPanel onClose={() => setOpen(false)} />
      </Suspense>
    </HeaderPopover>
  );
}
