import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { formSubmissionMachine } from '../../../../machines/form-submission.ts';
import { type SignupValues, signupSchema } from '../../../domain/validation/account-forms.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { SubmitButton } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { register } from './auth-calls.ts';
import { fieldError } from './field-error.ts';
import { FormError } from './FormError.tsx';
import { PhoneField } from './PhoneField.tsx';
import { devInspect } from '../../../dev/inspector.ts';

/** Every field of spec section 5; on success the session machine takes over (menu, verification page). */
export function SignupForm({ layout = 'full' }: { layout?: 'full' | 'compact' }) {
  const { t } = useTranslation();
  const actors = useAppActors();
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: { submit: fromPromise(({ input }) => register(actors, input as SignupValues, t('auth.registerError'))) },
    }),
    { input: { followUpDelayMs: 0 }, inspect: devInspect },
  );
  const { control, handleSubmit } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', acceptTerms: false },
    mode: 'onTouched',
  });
  const busy = state.matches('submitting') || state.matches('succeeded');
  const text = (name: 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword', label: string, type: string, autoComplete: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField label={label} type={type} autoComplete={autoComplete} {...field} errorMessage={fieldError(t, fieldState.error)} />
      )}
    />
  );
  return (
    <Form onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values }))} validationBehavior="aria" className={`flex flex-col ${layout === 'full' ? 'gap-4' : 'gap-3'}`}>
      <FormError message={state.context.error} />
      <div className={layout === 'full' ? 'grid gap-4 sm:grid-cols-2' : 'flex flex-col gap-3'}>
        {text('firstName', t('auth.firstName'), 'text', 'given-name')}
        {text('lastName', t('auth.lastName'), 'text', 'family-name')}
      </div>
      {text('email', t('auth.email'), 'email', 'email')}
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => <PhoneField value={field.value} onChange={field.onChange} onBlur={field.onBlur} errorMessage={fieldError(t, fieldState.error)} />}
      />
      {text('password', t('auth.password'), 'password', 'new-password')}
      {text('confirmPassword', t('auth.confirmPassword'), 'password', 'new-password')}
      <Controller
        control={control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <Checkbox isSelected={field.value} onChange={field.onChange} errorMessage={fieldError(t, fieldState.error)}>
            {t('auth.acceptTerms')}
          </Checkbox>
        )}
      />
      <Link to="/terms" className="text-sm underline underline-offset-4">
        {t('auth.readTerms')}
      </Link>
      <SubmitButton isPending={busy} isDisabled={busy}>
        {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-cream-50 border-t-transparent" />}
        {t('auth.submitSignup')}
      </SubmitButton>
    </Form>
  );
}
