import { useTranslation } from 'react-i18next';
import type { CheckoutData, CheckoutErrors, PaymentChoice } from '../../../../domain/validation/checkout.ts';
import { LoadingStatus } from '../../../ui/LoadingStatus.tsx';
import { RadioCards } from '../../../ui/RadioCards.tsx';
import type { Bank, PaymentMethodState } from '../checkout-options.ts';

interface Props {
  data: CheckoutData;
  errors: CheckoutErrors;
  banks: Bank[];
  banksLoading: boolean;
  methods: PaymentMethodState[];
  onChange: (patch: Partial<CheckoutData>) => void;
}

/** Step 2: cash on delivery (unless refused to the order's number), bank transfer (then a bank) or card (unavailable unless the server offers it). */
export function PaymentStep({ data, errors, banks, banksLoading, methods, onChange }: Props) {
  const { t } = useTranslation();
  const available = (id: PaymentChoice) => methods.find((m) => m.id === id)?.available ?? false;
  const cashRefused = methods.some((m) => m.id === 'cash-on-delivery' && m.unavailableReason === 'CASH_ON_DELIVERY_REFUSED');
  return (
    <div className="flex flex-col gap-6">
      <RadioCards
        label={t('checkout.paymentTitle')}
        value={data.paymentMethod}
        onChange={(id) => onChange({ paymentMethod: id as PaymentChoice })}
        errorMessage={errors.paymentMethod ? t(`checkout.errors.${errors.paymentMethod}`) : undefined}
        options={[
          { id: 'cash-on-delivery', title: t('checkout.cash'), description: cashRefused ? t('checkout.cashRefused') : t('checkout.cashText'), isDisabled: !available('cash-on-delivery') },
          { id: 'bank-transfer', title: t('checkout.transfer'), isDisabled: !available('bank-transfer') },
          { id: 'stripe', title: t('checkout.card'), description: available('stripe') ? undefined : t('checkout.cardUnavailable'), isDisabled: !available('stripe') },
        ]}
      />
      {data.paymentMethod === 'bank-transfer' &&
        (banksLoading ? (
          <LoadingStatus>{t('checkout.loadingBanks')}</LoadingStatus>
        ) : banks.length ? (
          <RadioCards
            label={t('checkout.bankTitle')}
            value={data.selectedBankId}
            onChange={(id) => onChange({ selectedBankId: id })}
            errorMessage={errors.selectedBankId ? t(`checkout.errors.${errors.selectedBankId}`) : undefined}
            options={banks.map((bank) => ({
              id: bank.id,
              title: bank.name,
              description: `${bank.accountHolder} · ${bank.hasQRCode ? t('checkout.qrAvailable') : t('checkout.classicTransfer')}`,
            }))}
          />
        ) : (
          <p>{t('checkout.noBanks')}</p>
        ))}
      {data.paymentMethod === 'stripe' && <p className="rounded-2xl bg-cream-100 p-4 text-sm">{t('checkout.cardText')}</p>}
    </div>
  );
}
