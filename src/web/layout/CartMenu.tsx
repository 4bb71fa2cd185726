import { useTranslation } from 'react-i18next';
import { useHeaderMenu } from '../state/app-actors.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { CartIcon } from '../ui/icons.tsx';
import { HeaderPopover } from '../ui/Popover.tsx';

/** The cart menu. Lines, badge and totals come with the cart machine; an empty cart is shown as such. */
export function CartMenu() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useHeaderMenu('cart');
  return (
    <HeaderPopover
      label={t('cart.menu')}
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={
        <Button variant="icon" aria-label={`${t('cart.menu')}, ${t('cart.itemCount', { count: 0 })}`}>
          <CartIcon />
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <CartIcon className="size-10 text-olive-300" />
        <p className="font-semibold">{t('cart.empty')}</p>
        <p className="text-sm">{t('cart.emptyHint')}</p>
        <ButtonLink to="/shop" variant="secondary" className="mt-2" onClick={() => setOpen(false)}>
          {t('nav.cta')}
        </ButtonLink>
      </div>
    </HeaderPopover>
  );
}
