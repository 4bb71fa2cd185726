import { useTranslation } from 'react-i18next';
import type { CheckoutData } from '../../../../domain/validation/checkout.ts';
import { Price } from '../../../ui/Price.tsx';
import type { SummaryLine } from '../CheckoutSummary.tsx';
import type { DeliveryMethod } from '../checkout-options.ts';
import { DeliveryDetails } from './DeliveryDetails.tsx';
import { cityName } from '../delivery-city.ts';
import { languageOf } from '../../../i18n/index.ts';

interface Props {
  data: CheckoutData;
  lines: SummaryLine[];
  direct: boolean;
  method: DeliveryMethod | undefined;
  total: number;
}

/** Step 3, 'Récapitulatif de commande': the lines, delivery details, payment, total and the conditions note. */
export function RecapStep({ data, lines, direct, method, total }: Props) {
  const { t, i18n } = useTranslation();
  const payment = { 'cash-on-delivery': t('checkout.cash'), 'bank-transfer': t('checkout.transfer'), stripe: t('checkout.card'), '': '' }[data.paymentMethod];
  return (
    <div className="flex flex-col gap-5">
      <h2 className="flex items-center gap-2 font-serif text-2xl">
        {t('checkout.recapTitle')}
        {direct && <span className="rounded-full bg-gold-300 px-2.5 py-0.5 font-sans text-xs font-semibold text-olive-950">{t('checkout.directBadgeLong')}</span>}
      </h2>
      <ul className="divide-y divide-olive-100 rounded-2xl border border-olive-100 bg-white px-4">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-3 py-3 text-sm">
            <span>
              <span className="font-semibold">{line.name}</span> · <span dir="ltr">{line.size}</span>
              {line.quantity > 1 && <> × {line.quantity}</>}
            </span>
            <Price centimes={line.unitPrice * line.quantity} className="font-semibold" />
          </li>
        ))}
      </ul>
      <section aria-labelledby="recap-delivery">
        <h3 id="recap-delivery" className="font-semibold">
          {t('checkout.deliveryInfo')}
        </h3>
        <p className="mb-2 text-sm">
          {data.firstName} {data.lastName} · {data.email} · <span dir="ltr">{data.phone}</span>
        </p>
        <DeliveryDetails
          method={method && { name: method.name, type: method.data.type }}
          shop={method?.data.shops?.find((shop) => shop._id === data.selectedShopId)}
          address={data.deliveryNeedsAddress ? { street: data.address, city: cityName(data.city, languageOf(i18n)), country: data.country } : null}
        />
      </section>
      <section aria-labelledby="recap-payment">
        <h3 id="recap-payment" className="font-semibold">
          {t('checkout.paymentInfo')}
        </h3>
        <p className="text-sm">{payment}</p>
      </section>
      <p className="text-lg font-bold">
        {t('checkout.total')} : <Price centimes={total} />
      </p>
      <p className="text-sm text-olive-800">{t('checkout.conditions')}</p>
    </div>
  );
}
