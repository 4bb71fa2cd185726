import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { findCity } from '../../../content/moroccan-cities.ts';
import { CHECKOUT_COUNTRIES, type CheckoutCountry } from '../../../domain/validation/checkout.ts';
import { type AddressErrorKey, EMPTY_SAVED_ADDRESS, savedAddressSchema } from '../../../domain/validation/saved-address.ts';
import { z } from '../../../domain/validation/zod.ts';
import { ApiError } from '../../api/errors.ts';
import { languageOf } from '../../i18n/index.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button, SubmitButton } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { SelectField } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { PhoneField } from '../account/PhoneField.tsx';
import { FormError } from '../account/FormError.tsx';
import { CityField } from '../checkout/steps/CityField.tsx';
import { createAddress, type SavedAddress, updateAddress } from './api.ts';

const formSchema = savedAddressSchema((name) => Boolean(findCity(name))).extend({ isDefault: z.boolean() });
type Values = z.infer<typeof formSchema>;

interface Props {
  /** The address edited; none to add one. */
  address?: SavedAddress;
  /** The account's first address is its default anyway: the box is not offered. */
  first: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a saved address, checked as the server checks it; the server's refusal shows above the fields. */
export function AddressForm({ address, first, onSaved, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const { api } = useAppActors();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: address
      ? { ...address, phone: address.phone ?? '', city: findCity(address.city)?.id ?? '', isDefault: address.isDefault }
      : { ...EMPTY_SAVED_ADDRESS, isDefault: false },
    mode: 'onTouched',
  });
  const message = (key: string | undefined) => (key ? t(`addresses.errors.${key as AddressErrorKey}`) : undefined);
  const submit = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    const lang = languageOf(i18n);
    try {
      // isDefault false is not sent: the default is moved by making another one the default.
      const { isDefault, ...fields } = values;
      if (address) await updateAddress(api, address.id, { ...fields, ...(isDefault && !address.isDefault ? { isDefault } : {}) }, lang);
      else await createAddress(api, { ...fields, ...(isDefault ? { isDefault } : {}) }, lang);
      onSaved();
    } catch (error) {
      // The server's refusals are written in the shopper's language; anything else gets the generic words.
      setFailure(error instanceof ApiError && (error.status === 400 || error.status === 409) ? error.message : t('addresses.failed'));
      setBusy(false);
    }
  };
  const text = (name: 'label' | 'firstName' | 'lastName' | 'street' | 'postalCode', autoComplete: string, placeholder?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField label={t(`addresses.fields.${name}`)} autoComplete={autoComplete} placeholder={placeholder} {...field} errorMessage={message(fieldState.error?.message)} />
      )}
    />
  );
  return (
    <Form onSubmit={handleSubmit(submit)} validationBehavior="aria" className="flex flex-col gap-4">
      <FormError message={failure} />
      {text('label', 'off', t('addresses.fields.labelPlaceholder'))}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
      </div>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField label={t('addresses.fields.phone')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} errorMessage={message(fieldState.error?.message)} />
        )}
      />
      {text('street', 'street-address')}
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller control={control} name="city" render={({ field, fieldState }) => <CityField city={field.value} onChange={field.onChange} errorMessage={message(fieldState.error?.message)} />} />
        {text('postalCode', 'postal-code')}
      </div>
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <SelectField
            label={t('addresses.fields.country')}
            selectedKey={field.value}
            onChange={(key) => field.onChange(key as CheckoutCountry)}
            options={CHECKOUT_COUNTRIES.map((code) => ({ id: code, label: t(`checkout.countries.${code}`) }))}
          />
        )}
      />
      {!first && !address?.isDefault && (
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Checkbox isSelected={field.value} onChange={field.onChange}>
              {t('addresses.fields.isDefault')}
            </Checkbox>
          )}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton isPending={busy} isDisabled={busy}>
          {t('addresses.save')}
        </SubmitButton>
        <Button variant="secondary" onPress={onCancel}>
          {t('addresses.cancel')}
        </Button>
      </div>
    </Form>
  );
}
