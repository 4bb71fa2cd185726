import { useTranslation } from 'react-i18next';
import { isolate } from '../../../i18n/isolate.ts';
import { buttonClass } from '../../../ui/Button.tsx';
import type { Order } from '../checkout-options.ts';

/** How the order is paid: the state, the transfer's account (with its QR code) or the card page to finish on. */
export function PaymentDetails({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { payment, bank } = order;
  return (
    <section aria-label={t('checkout.paymentInfo')} className="flex flex-col gap-3 rounded-2xl bg-cream-100 p-4 text-sm">
      <p className="font-semibold">{t(`checkout.paymentState.${payment.status}`)}</p>
      {payment.status === 'awaiting-transfer' && bank && (
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex flex-col gap-1">
            <p>{t('checkout.transferDetails', { bank: isolate(bank.name), holder: isolate(bank.accountHolder) })}</p>
            <p>
              {t('checkout.rib')} : <bdi dir="ltr">{bank.rib}</bdi>
            </p>
            <p>
              <bdi dir="ltr">SWIFT {bank.swift}</bdi>
            </p>
          </div>
          {bank.qrCodeUrl && <img src={bank.qrCodeUrl} alt={t('checkout.qrAlt', { bank: bank.name })} width={128} height={128} className="size-32 rounded-lg bg-white" />}
        </div>
      )}
      {payment.checkoutUrl && (
        <a href={payment.checkoutUrl} className={buttonClass('primary', 'self-start print:hidden')}>
          {t('checkout.payNow')}
        </a>
      )}
    </section>
  );
}
