import { useTranslation } from 'react-i18next';

export interface DeliveryDetailsProps {
  method: { name: string; type: 'pickup' | 'home-delivery' } | undefined;
  /** The chosen shop of a pickup. */
  shop: { title: string; address: string; city: string } | null | undefined;
  /** None for a pickup. */
  address: { street: string; city: string; country: string } | null;
}

/** How the order reaches the shopper: the method, then the shop to collect from (pickup) or the address (home delivery). */
export function DeliveryDetails({ method, shop, address }: DeliveryDetailsProps) {
  const { t } = useTranslation();
  const pickup = method?.type === 'pickup';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {method && (
        <>
          <dt className="font-semibold">{t('checkout.deliveryTitle')}</dt>
          <dd>
            {method.name} · {pickup ? t('checkout.pickupType') : t('checkout.homeType')}
          </dd>
        </>
      )}
      {pickup && shop ? (
        <>
          <dt className="font-semibold">{t('checkout.pickupAt')}</dt>
          <dd>
            {shop.title}
            <br />
            <bdi>{`${shop.address}, ${shop.city}`}</bdi>
          </dd>
        </>
      ) : address ? (
        <>
          <dt className="font-semibold">{t('checkout.deliverTo')}</dt>
          <dd>
            <bdi>{`${address.street}, ${address.city}`}</bdi>, {t(`checkout.countries.${address.country as 'MA' | 'FR' | 'ES'}`)}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
