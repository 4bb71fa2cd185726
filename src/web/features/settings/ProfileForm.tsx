import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../machines/session.ts';
import { isLocale, LOCALES } from '../../../domain/locale.ts';
import { ownPhone } from '../../../domain/phone.ts';
import { type ProfileValues, profileSchema } from '../../../domain/validation/account-settings-forms.ts';
import { LANGUAGE_NAMES } from '../../../i18n/language-names.ts';
import { chooseLanguage } from '../../i18n/choose-language.ts';
import { languageOf } from '../../i18n/index.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { useNotify } from '../../state/use-notify.ts';
import { SubmitButton } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { fieldError } from '../account/field-error.ts';
import { FormError } from '../account/FormError.tsx';
import { PhoneField } from '../account/PhoneField.tsx';
import { updateProfile } from './api.ts';
import { refusal } from './refusal.ts';

/** Names, phone and language; the session takes the new user, and a new language turns the shop to it. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { api, session, i18n, texts } = useAppActors();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, phone: ownPhone(user.phone) ? user.phone!.international : '', locale: user.locale ?? languageOf(i18n) },
    mode: 'onTouched',
  });
  const save = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const updated = await updateProfile(api, { firstName: values.firstName.trim(), lastName: values.lastName.trim(), phone: values.phone || null, locale: values.locale });
      session.send({ type: 'PROFILE_UPDATED', user: updated });
      if (values.locale !== languageOf(i18n)) await chooseLanguage(texts, values.locale);
      notify(i18n.t('settings.profile.saved'), 'success');
    } catch (error) {
      setProblem(refusal(i18n, error));
    }
  });
  return (
    <Form onSubmit={(event) => void save(event)} validationBehavior="aria" className="flex flex-col gap-4">
      <FormError message={problem} />
      <div className="grid gap-4 sm:grid-cols-2">
        {(['firstName', 'lastName'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField label={t(`auth.${name}`)} autoComplete={name === 'firstName' ? 'given-name' : 'family-name'} {...field} errorMessage={fieldError(t, fieldState.error)} />
            )}
          />
        ))}
      </div>
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => <PhoneField value={field.value} onChange={field.onChange} onBlur={field.onBlur} errorMessage={fieldError(t, fieldState.error)} />}
      />
      <Controller
        control={control}
        name="locale"
        render={({ field }) => (
          <SelectField
            label={t('settings.profile.language')}
            selectedKey={field.value}
            onChange={(key) => isLocale(String(key)) && field.onChange(key)}
            options={LOCALES.map((locale) => ({ id: locale, label: LANGUAGE_NAMES[locale].name }))}
          />
        )}
      />
      <SubmitButton isPending={formState.isSubmitting} className="self-start">
        {t('settings.profile.save')}
      </SubmitButton>
    </Form>
  );
}
