import { useTranslation } from 'react-i18next';
import { CHECKOUT_COUNTRIES, type CheckoutCountry, type CheckoutData, type CheckoutErrors } from '../../../../domain/validation/checkout.ts';
import { SelectField } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { PhoneField } from '../../account/PhoneField.tsx';
import { CityField } from './CityField.tsx';

interface Props {
  data: CheckoutData;
  errors: CheckoutErrors;
  onChange: (patch: Partial<CheckoutData>) => void;
}

/**
 * Step 0 (spec section 2): first and last name, email, phone, country, city, all required. The city,
 * chosen from the list, decides the delivery methods offered (changing it asks for the method again);
 * the street address is asked at step 1, for a home delivery only.
 */
export function ContactStep({ data, errors, onChange }: Props) {
  const { t } = useTranslation();
  const error = (field: keyof CheckoutData) => (errors[field] ? t(`checkout.errors.${errors[field]}`) : undefined);
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'city' | 'address', type = 'text', autoComplete = '') => (
    <TextField label={t(`checkout.${field}`)} type={type} autoComplete={autoComplete || undefined} value={data[field]} onChange={(value) => onChange({ [field]: value })} errorMessage={error(field)} />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('firstName', 'text', 'given-name')}
      {text('lastName', 'text', 'family-name')}
      {text('email', 'email', 'email')}
      <PhoneField label={t('checkout.phone')} value={data.phone} onChange={(phone) => onChange({ phone })} errorMessage={error('phone')} />
      <SelectField
        label={t('checkout.country')}
        selectedKey={data.country}
        onChange={(key) => onChange({ country: key as CheckoutCountry })}
        options={CHECKOUT_COUNTRIES.map((code) => ({ id: code, label: t(`checkout.countries.${code}`) }))}
      />
      <CityField city={data.city} errorMessage={error('city')} onChange={(city) => onChange(city === data.city ? {} : { city, deliveryMethodId: '', selectedShopId: '' })} />
    </div>
  );
}
