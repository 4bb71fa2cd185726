import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type ChangePasswordValues, changePasswordSchema } from '../../../domain/validation/account-settings-forms.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { useNotify } from '../../state/use-notify.ts';
import { SubmitButton } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { fieldError } from '../account/field-error.ts';
import { FormError } from '../account/FormError.tsx';
import { changePassword } from './api.ts';
import { refusal } from './refusal.ts';

const FIELDS = [
  ['currentPassword', 'settings.password.current', 'current-password'],
  ['newPassword', 'settings.password.new', 'new-password'],
  ['confirmPassword', 'settings.password.confirm', 'new-password'],
] as const;

/** A new password given with the current one; the other devices are signed out, this one stays. */
export function PasswordForm() {
  const { t } = useTranslation();
  const { api, i18n } = useAppActors();
  const notify = useNotify();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const save = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await changePassword(api, { currentPassword: values.currentPassword, newPassword: values.newPassword });
      reset();
      notify(i18n.t('settings.password.saved'), 'success');
    } catch (error) {
      setProblem(refusal(i18n, error, setError, 'currentPassword') || null);
    }
  });
  return (
    <Form onSubmit={(event) => void save(event)} validationBehavior="aria" className="flex flex-col gap-4">
      <FormError message={problem} />
      {FIELDS.map(([name, label, autoComplete]) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <TextField label={t(label)} type="password" autoComplete={autoComplete} {...field} errorMessage={fieldState.error?.type === 'server' ? fieldState.error.message : fieldError(t, fieldState.error)} />
          )}
        />
      ))}
      <SubmitButton isPending={formState.isSubmitting} className="self-start">
        {t('settings.password.save')}
      </SubmitButton>
    </Form>
  );
}
