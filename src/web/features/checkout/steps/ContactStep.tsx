import { useTranslation } from 'react-i18next';
import { CHECKOUT_COUNTRIES, type CheckoutCountry, type CheckoutData, type CheckoutErrors } from '../../../../domain/validation/checkout.ts';
import { SelectField } from '../../../ui/Select.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { PhoneField } from '../../account/PhoneField.tsx';
import type { SavedAddress } from '../../addresses/api.ts';
import { chosenAddress } from '../saved-address-choice.ts';
import { CityField } from './CityField.tsx';
import { SavedAddressChoice } from './SavedAddressChoice.tsx';

interface Props {
  data: CheckoutData;
  errors: CheckoutErrors;
  onChange: (patch: Partial<CheckoutData>) => void;
  /** The account's saved addresses (issue 47), offered first; none: the step as it always was. */
  saved?: SavedAddress[];
}

/**
 * Step 0 (spec section 2): first and last name, email, phone, country, city, all required. The city,
 * chosen from the list, decides the delivery methods offered (changing it asks for the method again);
 * the street address is asked at step 1, for a home delivery only.
 */
export function ContactStep({ data, errors, onChange, saved = [] }: Props) {
  const { t } = useTranslation();
  const error = (field: keyof CheckoutData) => (errors[field] ? t(`checkout.errors.${errors[field]}`) : undefined);
  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'city' | 'address', type = 'text', autoComplete = '') => (
    <TextField label={t(`checkout.${field}`)} type={type} autoComplete={autoComplete || undefined} value={data[field]} onChange={(value) => onChange({ [field]: value })} errorMessage={error(field)} />
  );
  // A saved address chosen fills all but the email (the account's).
  if (chosenAddress(data, saved)) {
    return (
      <div className="flex flex-col gap-6">
        <SavedAddressChoice data={data} saved={saved} onChange={onChange} />
        <div className="grid gap-4 sm:grid-cols-2">{text('email', 'email', 'email')}</div>
      </div>
    );
  }
  const form = (
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
  if (!saved.length) return form;
  return (
    <div className="flex flex-col gap-6">
      <SavedAddressChoice data={data} saved={saved} onChange={onChange} />
      {form}
    </div>
  );
}
