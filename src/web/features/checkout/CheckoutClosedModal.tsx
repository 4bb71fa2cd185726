import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';

/**
 * Reading B of the checkout (CHECKOUT_ENABLED=false): ordering online is under development; browse,
 * download the catalogue or contact us instead. Closing it leads back to the shop.
 */
export function CheckoutClosedModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal title={t('checkout.closed.title')} isOpen onOpenChange={(open) => !open && void navigate({ to: '/shop' })}>
      <p className="mb-6 text-olive-900">{t('checkout.closed.text')}</p>
      <div className="flex flex-col gap-3">
        <ButtonLink to="/shop">{t('checkout.closed.browse')}</ButtonLink>
        <ButtonLink to="/" hash="catalog" variant="secondary">
          {t('checkout.closed.catalogue')}
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          {t('checkout.closed.contact')}
        </ButtonLink>
      </div>
    </Modal>
  );
}
