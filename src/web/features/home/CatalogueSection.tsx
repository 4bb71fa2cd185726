import { zodResolver } from '@hookform/resolvers/zod';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { timedSendMachine } from '../../../../machines/timed-send.ts';
import { type CatalogueRequestValues, catalogueRequestSchema } from '../../../domain/validation/lead-forms.ts';
import { languageOf } from '../../i18n/index.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { SubmitButton } from '../../ui/Button.tsx';
import { FormError } from '../account/FormError.tsx';
import { requestCatalogue } from '../contact/api.ts';
import { LeadIdentityFields } from '../contact/LeadIdentityFields.tsx';
import { CatalogueDownloadModal } from './CatalogueDownloadModal.tsx';

/**
 * The catalogue request (spec sections 2 and 4): a cover and a form; once every field is right the
 * requester is kept as a lead and the modal to choose the French or Arabic version opens.
 */
export default function CatalogueSection() {
  const { t, i18n } = useTranslation();
  const { api } = useAppActors();
  const [open, setOpen] = useState(false);
  const { control, handleSubmit } = useForm<CatalogueRequestValues>({
    resolver: zodResolver(catalogueRequestSchema),
    defaultValues: { name: '', surname: '', email: '', telephone: '' },
    mode: 'onTouched',
  });
  const [state, send] = useMachine(
    timedSendMachine.provide({
      actors: {
        send: fromPromise(async ({ input }) => {
          const values = input as CatalogueRequestValues;
          try {
            await requestCatalogue(api, { ...values, name: values.name.trim(), surname: values.surname.trim(), email: values.email.trim(), locale: languageOf(i18n) });
          } catch {
            throw new Error(t('home.catalogueFormError'));
          }
        }),
      },
      actions: { onSent: () => setOpen(true) },
    }),
  );
  return (
    <section aria-labelledby="catalog-title" className="mx-auto grid max-w-6xl gap-10 px-6 py-14 md:grid-cols-[18rem_1fr]">
      <div role="img" aria-label={t('home.catalogueCover')} className="relative hidden aspect-[3/4] overflow-hidden rounded-3xl bg-olive-950 p-6 text-cream-50 shadow-xl md:block">
        <p className="font-serif text-gold-300">Huileries du Saïss</p>
        <p className="mt-3 font-serif text-3xl leading-tight">{t('home.catalogueTitle')}</p>
        <div aria-hidden="true" className="absolute inset-x-6 bottom-6 h-1 rounded-full bg-gold-500" />
      </div>
      <div>
        <h2 id="catalog-title" className="font-serif text-3xl">
          {t('home.catalogueTitle')}
        </h2>
        <p className="mb-6 mt-2 text-olive-800">{t('home.catalogueText')}</p>
        <Form onSubmit={handleSubmit((values) => send({ type: 'SEND', values }))} validationBehavior="aria" className="flex flex-col gap-4">
          <FormError message={state.matches('failed') ? state.context.error : null} />
          <LeadIdentityFields control={control} phoneField="telephone" />
          <SubmitButton isPending={state.matches('sending')} className="self-start">
            {t('home.catalogueSubmit')}
          </SubmitButton>
        </Form>
        {open && <CatalogueDownloadModal isOpen={open} onOpenChange={setOpen} />}
      </div>
    </section>
  );
}
