import { useMachine } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { formSubmissionMachine } from '../../../machines/form-submission.ts';
import { isEmail } from '../../domain/email.ts';
import { subscribeToNewsletter } from '../features/newsletter/api.ts';
import { languageOf } from '../i18n/index.ts';
import { useAppActors } from '../state/app-actors.tsx';
import { SubmitButton } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';

/**
 * Spec section 2: an email only; after submit the form gives way to a thank-you. Beyond the spec the
 * address is kept (once per address) so the producer can actually write to it.
 */
export function NewsletterForm() {
  const { t, i18n } = useTranslation();
  const { api } = useAppActors();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          await subscribeToNewsletter(api, input as string, languageOf(i18n));
        }),
      },
    }),
    { input: undefined },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('footer.newsletter.required'));
    if (!isEmail(value)) return setError(t('footer.newsletter.invalid'));
    send({ type: 'SUBMIT', values: value });
  };

  if (state.matches('succeeded') || state.matches('done')) {
    return (
      <p role="status" className="rounded-2xl bg-olive-800 p-4 text-sm">
        {t('footer.newsletter.thanks')}
      </p>
    );
  }
  return (
    <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={t('footer.newsletter.email')}
        hideLabel
        type="email"
        name="email"
        isRequired
        tone="dark"
        placeholder={t('footer.newsletter.placeholder')}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        errorMessage={error ?? (state.matches('failed') ? t('footer.newsletter.failed') : undefined)}
        className="flex-1"
      />
      <SubmitButton variant="light" isPending={state.matches('submitting')}>
        {t('footer.newsletter.submit')}
      </SubmitButton>
    </Form>
  );
}
