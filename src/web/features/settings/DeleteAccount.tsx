import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type DeleteAccountValues, deleteAccountSchema } from '../../../domain/validation/account-settings-forms.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { useNotify } from '../../state/use-notify.ts';
import { Button, SubmitButton } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { fieldError } from '../account/field-error.ts';
import { FormError } from '../account/FormError.tsx';
import { deleteMyAccount } from './api.ts';
import { refusal } from './refusal.ts';

/** What deleting keeps and erases, and a dialog that asks for the password; then the home page with a notice. */
export function DeleteAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col items-start gap-4">
      <p>{t('settings.deletion.text')}</p>
      <Button variant="secondary" className="!border-red-700 !text-red-800" onPress={() => setOpen(true)}>
        {t('settings.deletion.open')}
      </Button>
      <Modal title={t('settings.deletion.title')} isOpen={open} onOpenChange={setOpen}>
        <ConfirmDeletion onCancel={() => setOpen(false)} />
      </Modal>
    </div>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const { api, i18n, session } = useAppActors();
  const notify = useNotify();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError } = useForm<DeleteAccountValues>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });
  const confirm = handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      await deleteMyAccount(api, password);
      session.send({ type: 'ACCOUNT_DELETED' });
      await navigate({ to: '/' });
      notify(i18n.t('settings.deletion.done'), 'success');
    } catch (error) {
      setProblem(refusal(i18n, error, setError, 'password') || null);
    }
  });
  return (
    <Form onSubmit={(event) => void confirm(event)} validationBehavior="aria" className="flex flex-col gap-4">
      <p>{t('settings.deletion.confirmText')}</p>
      <FormError message={problem} />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            {...field}
            errorMessage={fieldState.error?.type === 'server' ? fieldState.error.message : fieldError(t, fieldState.error)}
          />
        )}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton isPending={formState.isSubmitting} className="!bg-red-800 hover:!bg-red-900">
          {t('settings.deletion.confirm')}
        </SubmitButton>
        <Button variant="ghost" onPress={onCancel}>
          {t('settings.deletion.cancel')}
        </Button>
      </div>
    </Form>
  );
}
