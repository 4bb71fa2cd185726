import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import { passwordResetMachine } from '../../../../machines/password-reset.ts';
import { isCompleteCode } from '../../../domain/codes.ts';
import { newPasswordSchema, resetEmailSchema } from '../../../domain/validation/account-forms.ts';
import { forgotPassword, resetPassword } from './api.ts';
import { ApiError } from '../../api/errors.ts';
import { languageOf } from '../../i18n/index.ts';
import { isolate } from '../../i18n/isolate.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { useNotify } from '../../state/use-notify.ts';
import { Button, ButtonLink, SubmitButton } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CodeField } from '../../ui/CodeField.tsx';
import { FormError } from './FormError.tsx';
import { tooManyAttemptsText } from '../../i18n/too-many-attempts.ts';
import { fieldError } from './field-error.ts';
import { devInspect } from '../../../dev/inspector.ts';

const STEPS = ['stepEmail', 'stepCode', 'stepPassword', 'stepDone'] as const;

/** /reset-password: email, code (with resend), new password, done (spec section 2). */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  const { api } = useAppActors();
  const notify = useNotify();
  const [state, send] = useMachine(
    passwordResetMachine.provide({
      actors: {
        sendCode: fromPromise(async ({ input }) => {
          try {
            await forgotPassword(api, input.email, languageOf(i18n));
          } catch (error) {
            throw new Error(tooManyAttemptsText(i18n, error) ?? '');
          }
        }),
        reset: fromPromise(async ({ input }) => {
          try {
            await resetPassword(api, { email: input.email, code: input.code, newPassword: input.password });
          } catch (error) {
            if (error instanceof ApiError && error.code === 'INVALID_CODE') throw Object.assign(new Error(t('reset.toastResetFailed')), { codeRejected: true });
            throw new Error(tooManyAttemptsText(i18n, error) ?? '');
          }
        }),
      },
      actions: {
        notifyCodeSent: () => notify(t('reset.toastCodeSent'), 'success'),
        notifySendFailed: (_, { message }) => notify(message || t('reset.toastSendFailed'), 'error'),
        notifyResendFailed: (_, { message }) => notify(message || t('reset.toastResendFailed'), 'error'),
        warnInvalidCode: () => notify(t('reset.toastInvalid'), 'error'),
        notifyReset: () => notify(t('reset.toastReset'), 'success'),
        notifyResetFailed: (_, { message }) => notify(message || t('reset.toastResetFailed'), 'error'),
      },
    }),
    { inspect: devInspect },
  );
  const step = state.matches('step1') ? 0 : state.matches('step2') ? 1 : state.matches('step3') ? 2 : 3;
  return (
    <div className="flex flex-col gap-5">
      {/* A numbered dot over each step's name: the names wrap under their dot, dark on the card's white. */}
      <ol aria-label={t('reset.steps')} className="grid grid-cols-4 gap-2 text-xs">
        {STEPS.map((key, index) => (
          <li key={key} aria-current={index === step ? 'step' : undefined} className="flex min-w-0 flex-col items-center gap-1 text-center">
            <span
              aria-hidden="true"
              className={`grid size-8 place-items-center rounded-full border-2 font-semibold ${
                index === step ? 'border-olive-800 bg-olive-800 text-cream-50' : index < step ? 'border-olive-700 bg-olive-100 text-olive-900' : 'border-olive-300 bg-white text-olive-800'
              }`}
            >
              {index + 1}
            </span>
            <span className={`leading-tight break-words ${index === step ? 'font-semibold text-olive-950' : 'text-olive-800'}`}>
              <span className="sr-only">{index + 1}. </span>
              {t(`reset.${key}`)}
            </span>
          </li>
        ))}
      </ol>
      {step === 0 && <EmailStep busy={state.matches({ step1: 'sending' })} onSubmit={(email) => send({ type: 'SUBMIT_EMAIL', email })} />}
      {step === 1 && (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'SUBMIT_CODE' });
          }}
          className="flex flex-col gap-4"
        >
          <p>{t('reset.codeText', { email: isolate(state.context.email) })}</p>
          <CodeField label={t('reset.codeLabel')} value={state.context.code} onChange={(value) => send({ type: 'CODE_CHANGED', value })} />
          <SubmitButton isDisabled={!isCompleteCode(state.context.code)}>
            {t('reset.continue')}
          </SubmitButton>
          <Button variant="ghost" isPending={state.matches({ step2: 'resending' })} onPress={() => send({ type: 'RESEND' })}>
            {t('reset.resend')}
          </Button>
        </Form>
      )}
      {step === 2 && (
        <>
          <FormError message={state.context.codeRejected ? t('reset.codeRejected') : null} />
          <PasswordStep busy={state.matches({ step3: 'resetting' })} onSubmit={(password) => send({ type: 'SUBMIT_PASSWORD', password })} />
          <Button variant="ghost" isDisabled={state.matches({ step3: 'resetting' })} onPress={() => send({ type: 'BACK' })}>
            {t('reset.changeCode')}
          </Button>
        </>
      )}
      {step === 3 && (
        <div role="status" className="flex flex-col gap-4">
          <p className="text-xl font-semibold text-olive-800">{t('reset.doneTitle')}</p>
          <p>{t('reset.doneText')}</p>
          <ButtonLink to="/login">{t('reset.goToLogin')}</ButtonLink>
        </div>
      )}
      {step < 3 && (
        <Link to="/login" className="text-sm font-medium underline underline-offset-4">
          {t('auth.backToLogin')}
        </Link>
      )}
    </div>
  );
}

function EmailStep({ busy, onSubmit }: { busy: boolean; onSubmit: (email: string) => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<z.infer<typeof resetEmailSchema>>({ resolver: zodResolver(resetEmailSchema), defaultValues: { email: '' } });
  return (
    <Form onSubmit={handleSubmit(({ email }) => onSubmit(email))} validationBehavior="aria" className="flex flex-col gap-4">
      <p>{t('reset.emailText')}</p>
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField label={t('auth.email')} type="email" autoComplete="email" isRequired {...field} errorMessage={fieldError(t, fieldState.error)} />
        )}
      />
      <SubmitButton isPending={busy} isDisabled={busy}>
        {t('reset.sendCode')}
      </SubmitButton>
    </Form>
  );
}

function PasswordStep({ busy, onSubmit }: { busy: boolean; onSubmit: (password: string) => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<z.infer<typeof newPasswordSchema>>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  return (
    <Form onSubmit={handleSubmit(({ password }) => onSubmit(password))} validationBehavior="aria" className="flex flex-col gap-4">
      <p>{t('reset.passwordText')}</p>
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField label={t('reset.newPassword')} type="password" autoComplete="new-password" {...field} errorMessage={fieldError(t, fieldState.error)} />
        )}
      />
      <Controller
        control={control}
        name="confirmPassword"
        render={({ field, fieldState }) => (
          <TextField label={t('reset.confirmPassword')} type="password" autoComplete="new-password" {...field} errorMessage={fieldError(t, fieldState.error)} />
        )}
      />
      <SubmitButton isPending={busy} isDisabled={busy}>
        {t('reset.submit')}
      </SubmitButton>
    </Form>
  );
}
