import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isCompleteCode } from '../../../domain/codes.ts';
import { type EmailChangeValues, emailChangeSchema } from '../../../domain/validation/account-settings-forms.ts';
import { ApiError } from '../../api/errors.ts';
import { isolate } from '../../i18n/isolate.ts';
import { tooManyAttemptsText } from '../../i18n/too-many-attempts.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { useNotify } from '../../state/use-notify.ts';
import { Button, SubmitButton } from '../../ui/Button.tsx';
import { CodeField } from '../../ui/CodeField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { fieldError } from '../account/field-error.ts';
import { FormError } from '../account/FormError.tsx';
import { confirmEmailChange, requestEmailChange } from './api.ts';
import { refusal } from './refusal.ts';

/** The new address and the password, then the code mailed to that address: only then does the account move. */
export function EmailChange({ email }: { email: string }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <p>
        {t('settings.email.current', { email: isolate(email) })}
      </p>
      {sentTo ? <CodeStep newEmail={sentTo} onDone={() => setSentTo(null)} /> : <AddressStep onSent={setSentTo} />}
    </div>
  );
}

function AddressStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const { api, i18n } = useAppActors();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: '', password: '' },
    mode: 'onTouched',
  });
  const send = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await requestEmailChange(api, { newEmail: values.newEmail.trim(), password: values.password });
      onSent(values.newEmail.trim());
    } catch (error) {
      setProblem(refusal(i18n, error, setError, 'password') || null);
    }
  });
  return (
    <Form onSubmit={(event) => void send(event)} validationBehavior="aria" className="flex flex-col gap-4">
      <FormError message={problem} />
      <Controller
        control={control}
        name="newEmail"
        render={({ field, fieldState }) => <TextField label={t('settings.email.new')} type="email" autoComplete="email" {...field} errorMessage={fieldError(t, fieldState.error)} />}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField
            label={t('settings.email.password')}
            type="password"
            autoComplete="current-password"
            {...field}
            errorMessage={fieldState.error?.type === 'server' ? fieldState.error.message : fieldError(t, fieldState.error)}
          />
        )}
      />
      <SubmitButton isPending={formState.isSubmitting} className="self-start">
        {t('settings.email.send')}
      </SubmitButton>
    </Form>
  );
}

function CodeStep({ newEmail, onDone }: { newEmail: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { api, i18n, session } = useAppActors();
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const user = await confirmEmailChange(api, code);
      session.send({ type: 'PROFILE_UPDATED', user });
      notify(i18n.t('settings.email.changed', { email: isolate(user.email) }), 'success');
      onDone();
    } catch (error) {
      const known = error instanceof ApiError && (error.code === 'INVALID_CODE' ? 'settings.email.wrongCode' : error.code === 'EMAIL_TAKEN' ? 'settings.email.taken' : null);
      setProblem(known ? i18n.t(known) : (tooManyAttemptsText(i18n, error) ?? i18n.t('settings.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      className="flex flex-col gap-4"
    >
      <p role="status">{t('settings.email.sent', { email: isolate(newEmail) })}</p>
      <FormError message={problem} />
      <CodeField label={t('settings.email.code')} value={code} onChange={setCode} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={busy} isDisabled={!isCompleteCode(code)}>
          {t('settings.email.confirm')}
        </SubmitButton>
        <Button variant="ghost" onPress={onDone}>
          {t('settings.email.cancel')}
        </Button>
      </div>
    </Form>
  );
}
