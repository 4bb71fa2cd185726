import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LeadFormKey } from '../../../domain/validation/lead-forms.ts';
import { TextField } from '../../ui/TextField.tsx';
import { PhoneField } from '../account/PhoneField.tsx';

/** A lead form's message key in the shopper's language. */
export function useLeadError() {
  const { t } = useTranslation();
  return (key: string | undefined) => (key ? t(`leadForms.${key as LeadFormKey}`) : undefined);
}

/**
 * Who writes, as the catalogue and contact forms both ask it (spec section 5): first name and surname
 * side by side, email, and the phone (Morocco first) under the form's own field name.
 */
export function LeadIdentityFields<T extends FieldValues>({ control, phoneField }: { control: Control<T>; phoneField: 'phone' | 'telephone' }) {
  const { t } = useTranslation();
  const error = useLeadError();
  const text = (name: 'name' | 'surname' | 'email', type: string, autoComplete: string) => (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => <TextField label={t(`leadForms.${name}`)} type={type} autoComplete={autoComplete} {...field} errorMessage={error(fieldState.error?.message)} />}
    />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'text', 'given-name')}
        {text('surname', 'text', 'family-name')}
      </div>
      {text('email', 'email', 'email')}
      <Controller
        control={control}
        name={phoneField as Path<T>}
        render={({ field, fieldState }) => (
          <PhoneField label={t('leadForms.phone')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} errorMessage={error(fieldState.error?.message)} />
        )}
      />
    </>
  );
}
