import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { formSubmissionMachine } from '../../../../machines/form-submission.ts';
import { type LoginValues, loginSchema } from '../../../domain/validation/account-forms.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { SubmitButton } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { login } from './auth-calls.ts';
import { fieldError } from './field-error.ts';
import { FormError } from './FormError.tsx';
import { devInspect } from '../../../dev/inspector.ts';

interface Props {
  layout?: 'full' | 'compact';
  /** After a successful sign-in. */
  onSignedIn?: () => void;
}

/** Email, password and 'remember me' (spec section 5); the server's refusal shows in a red banner. */
export function LoginForm({ layout = 'full', onSignedIn }: Props) {
  const { t } = useTranslation();
  const actors = useAppActors();
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: { submit: fromPromise(({ input }) => login(actors, input as LoginValues, t('auth.loginError'))) },
      actions: { followUp: () => onSignedIn?.() },
    }),
    { input: { followUpDelayMs: 0 }, inspect: devInspect },
  );
  const { control, handleSubmit } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
    mode: 'onTouched',
  });
  const busy = state.matches('submitting') || state.matches('succeeded');
  return (
    <Form onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values }))} validationBehavior="aria" className={`flex flex-col ${layout === 'full' ? 'gap-4' : 'gap-3'}`}>
      <FormError message={state.context.error} />
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField label={t('auth.email')} type="email" autoComplete="email" {...field} errorMessage={fieldError(t, fieldState.error)} />
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField label={t('auth.password')} type="password" autoComplete="current-password" {...field} errorMessage={fieldError(t, fieldState.error)} />
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => (
            <Checkbox isSelected={field.value} onChange={field.onChange}>
              {t('auth.rememberMe')}
            </Checkbox>
          )}
        />
        <Link to="/forgot-password" className="text-sm font-medium underline underline-offset-4">
          {t('auth.forgot')}
        </Link>
      </div>
      <SubmitButton isPending={busy} isDisabled={busy}>
        {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-cream-50 border-t-transparent" />}
        {t('auth.submitLogin')}
      </SubmitButton>
    </Form>
  );
}
