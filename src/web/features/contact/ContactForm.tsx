import { zodResolver } from '@hookform/resolvers/zod';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { timedSendMachine } from '../../../../machines/timed-send.ts';
import { type ContactValues, contactSchema } from '../../../domain/validation/lead-forms.ts';
import { sendContactMessage } from './api.ts';
import { languageOf } from '../../i18n/index.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { SubmitButton } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { FormError } from '../account/FormError.tsx';
import { LeadIdentityFields, useLeadError } from './LeadIdentityFields.tsx';

const EMPTY: ContactValues = { name: '', surname: '', email: '', phone: '', message: '' };

/**
 * The contact form (spec sections 4 and 5): checked on leaving a touched field and on submit, errors
 * gone on edit; sending, then 'sent' for 3 s, then cleared; the button is off meanwhile. Beyond the
 * spec's simulated send, the message is stored and mailed to the shop.
 */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const { api } = useAppActors();
  // A new key gives fresh fields (the phone field keeps its own national digits).
  const [generation, setGeneration] = useState(0);
  const { control, handleSubmit, reset } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY, mode: 'onTouched' });
  const [state, send] = useMachine(
    timedSendMachine.provide({
      actors: {
        send: fromPromise(async ({ input }) => {
          const values = input as ContactValues;
          const body = { ...values, name: values.name.trim(), surname: values.surname.trim(), email: values.email.trim(), locale: languageOf(i18n) };
          try {
            await sendContactMessage(api, body);
          } catch {
            throw new Error(t('leadForms.sendError'));
          }
        }),
      },
      actions: {
        onSettled: () => {
          reset(EMPTY);
          setGeneration((n) => n + 1);
        },
      },
    }),
  );
  const error = useLeadError();
  const busy = state.matches('sending') || state.matches('sent');
  return (
    <Form key={generation} onSubmit={handleSubmit((values) => send({ type: 'SEND', values }))} validationBehavior="aria" className="flex flex-col gap-4">
      <FormError message={state.matches('failed') ? state.context.error : null} />
      <LeadIdentityFields control={control} phoneField="phone" />
      <Controller
        control={control}
        name="message"
        render={({ field, fieldState }) => <TextAreaField label={t('leadForms.message')} {...field} errorMessage={error(fieldState.error?.message)} />}
      />
      {state.matches('sent') && (
        <p role="status" className="rounded-2xl bg-olive-100 p-3 font-semibold text-olive-900">
          {t('leadForms.sent')}
        </p>
      )}
      <SubmitButton isPending={state.matches('sending')} isDisabled={busy} className="self-start">
        {state.matches('sending') ? t('leadForms.sending') : t('leadForms.send')}
      </SubmitButton>
    </Form>
  );
}
