import { createFileRoute } from '@tanstack/react-router';
import { formTextsFirst } from '../i18n/form-texts.tsx';
import { useTranslation } from 'react-i18next';
import { contentRoute } from '../features/content/content-route.tsx';
import { ContentRoute } from '../features/content/ContentRoute.tsx';
import { ContactForm } from '../features/contact/ContactForm.tsx';

const page = contentRoute('contact');

export const Route = createFileRoute('/contact')({
  beforeLoad: formTextsFirst,
  loader: page.loader,
  head: page.head,
  component: function Contact() {
    const { t } = useTranslation();
    return (
      <>
        <ContentRoute />
        <section aria-labelledby="contact-form-title" className="mx-auto max-w-3xl px-6 pb-16">
          <h2 id="contact-form-title" className="font-serif text-3xl">
            {t('leadForms.contactTitle')}
          </h2>
          <p className="mb-6 mt-2 text-olive-800">{t('leadForms.contactText')}</p>
          <ContactForm />
        </section>
      </>
    );
  },
});
