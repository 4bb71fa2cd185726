import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { CheckoutData, CheckoutErrors } from '../../../../domain/validation/checkout.ts';
import { LoadingStatus } from '../../../ui/LoadingStatus.tsx';
import { Price } from '../../../ui/Price.tsx';
import { RadioCards } from '../../../ui/RadioCards.tsx';
import type { DeliveryMethod } from '../checkout-options.ts';

interface Props {
  data: CheckoutData;
  errors: CheckoutErrors;
  methods: DeliveryMethod[];
  loading: boolean;
  onChange: (patch: Partial<CheckoutData>) => void;
}

/** Step 1 (a spinner while they load): the delivery methods (price or 'Gratuit', pickup or home), then the shop of a pickup method. */
export function DeliveryStep({ data, errors, methods, loading, onChange }: Props) {
  const { t } = useTranslation();
  if (loading) return <LoadingStatus>{t('checkout.loadingDelivery')}</LoadingStatus>;
  if (!methods.length) return <p>{t('checkout.noDelivery')}</p>;
  const chosen = methods.find((m) => m._id === data.deliveryMethodId);
  const shops = chosen?.data.type === 'pickup' ? (chosen.data.shops ?? []) : [];
  return (
    <div className="flex flex-col gap-6">
      <RadioCards
        label={t('checkout.deliveryTitle')}
        value={data.deliveryMethodId}
        onChange={(id) => {
          const method = methods.find((m) => m._id === id);
          const needsShop = method?.data.type === 'pickup' && (method.data.shops?.length ?? 0) > 0;
          onChange({ deliveryMethodId: id, deliveryNeedsShop: needsShop, selectedShopId: needsShop ? data.selectedShopId : '' });
        }}
        errorMessage={errors.deliveryMethodId ? t(`checkout.errors.${errors.deliveryMethodId}`) : undefined}
        options={methods.map((m) => ({
          id: m._id,
          title: m.name,
          description: m.data.type === 'pickup' ? t('checkout.pickupType') : t('checkout.homeType'),
          aside: m.data.unitPrice === 0 ? t('checkout.free') : <Price centimes={m.data.unitPrice} />,
        }))}
      />
      {shops.length > 0 && (
        <RadioCards
          label={t('checkout.shopTitle')}
          value={data.selectedShopId}
          onChange={(id) => onChange({ selectedShopId: id })}
          errorMessage={errors.selectedShopId ? t(`checkout.errors.${errors.selectedShopId}`) : undefined}
          // Shop names and addresses are written in French: isolated, they keep their own direction in Arabic.
          options={shops.map((shop) => ({ id: shop._id, title: shop.title, description: <bdi>{`${shop.address}, ${shop.city}`}</bdi> }))}
        />
      )}
    </div>
  );
}
