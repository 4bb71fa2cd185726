import { useTranslation } from 'react-i18next';
import type { CheckoutData, CheckoutErrors } from '../../../../domain/validation/checkout.ts';
import { LoadingStatus } from '../../../ui/LoadingStatus.tsx';
import { Price } from '../../../ui/Price.tsx';
import { RadioCards } from '../../../ui/RadioCards.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import type { SavedAddress } from '../../addresses/api.ts';
import type { DeliveryMethod } from '../checkout-options.ts';
import { servesCity } from '../../../../content/moroccan-cities.ts';
import { cityName } from '../delivery-city.ts';
import { languageOf } from '../../../i18n/index.ts';

interface Props {
  data: CheckoutData;
  errors: CheckoutErrors;
  methods: DeliveryMethod[];
  loading: boolean;
  onChange: (patch: Partial<CheckoutData>) => void;
  /** The saved address chosen at step 0, whose street a home delivery goes to (issue 47). */
  savedAddress?: SavedAddress;
  /** A typed street may be saved to the account (it has room for one more). */
  canSave?: boolean;
}

/**
 * Step 1 (a spinner while they load): the delivery methods that serve the shopper's city (price or
 * 'Gratuit', pickup or home), then the shop of a pickup method or the street address of a home delivery.
 */
export function DeliveryStep({ data, errors, methods: all, loading, onChange, savedAddress, canSave = false }: Props) {
  const { t, i18n } = useTranslation();
  if (loading) return <LoadingStatus>{t('checkout.loadingDelivery')}</LoadingStatus>;
  const methods = all.filter((m) => servesCity(m.data.cities, data.city));
  if (!methods.length) return <p>{t('checkout.noDelivery')}</p>;
  const chosen = methods.find((m) => m._id === data.deliveryMethodId);
  const shops = chosen?.data.type === 'pickup' ? (chosen.data.shops ?? []) : [];
  const error = (field: keyof CheckoutData) => (errors[field] ? t(`checkout.errors.${errors[field]}`) : undefined);
  return (
    <div className="flex flex-col gap-6">
      <RadioCards
        label={t('checkout.deliveryTitle')}
        value={chosen ? data.deliveryMethodId : ''}
        onChange={(id) => {
          const method = methods.find((m) => m._id === id);
          const needsShop = method?.data.type === 'pickup' && (method.data.shops?.length ?? 0) > 0;
          onChange({ deliveryMethodId: id, deliveryNeedsShop: needsShop, deliveryNeedsAddress: method?.data.type === 'home-delivery', selectedShopId: needsShop ? data.selectedShopId : '' });
        }}
        errorMessage={error('deliveryMethodId')}
        options={methods.map((m) => ({
          id: m._id,
          title: m.name,
          description: m.data.type === 'pickup' ? t('checkout.pickupType') : t('checkout.homeType'),
          aside: m.data.unitPrice === 0 ? t('checkout.free') : <Price centimes={m.data.unitPrice} />,
        }))}
      />
      <p className="-mt-3 text-sm text-olive-800">{t('checkout.methodsFor', { city: cityName(data.city, languageOf(i18n)) })}</p>
      {shops.length > 0 && (
        <RadioCards
          label={t('checkout.shopTitle')}
          value={data.selectedShopId}
          onChange={(id) => onChange({ selectedShopId: id })}
          errorMessage={error('selectedShopId')}
          // Shop names and addresses are written in French: isolated, they keep their own direction in Arabic.
          options={shops.map((shop) => ({ id: shop._id, title: shop.title, description: <bdi>{`${shop.address}, ${shop.city}`}</bdi> }))}
        />
      )}
      {chosen?.data.type === 'home-delivery' &&
        (savedAddress ? (
          <p className="flex flex-col gap-1">
            <span className="font-semibold">{t('addresses.checkout.deliverTo')}</span>
            <bdi>{`${savedAddress.street}, ${cityName(data.city, languageOf(i18n))}`}</bdi>
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <TextField
              label={t('checkout.addressIn', { city: cityName(data.city, languageOf(i18n)) })}
              autoComplete="street-address"
              value={data.address}
              onChange={(address) => onChange({ address })}
              errorMessage={error('address')}
            />
            {canSave && (
              <Checkbox isSelected={Boolean(data.saveAddress)} onChange={(saveAddress) => onChange({ saveAddress })}>
                {t('addresses.checkout.saveToAccount')}
              </Checkbox>
            )}
          </div>
        ))}
    </div>
  );
}
