import { useTranslation } from 'react-i18next';
import { ContactForm } from '../contact/ContactForm.tsx';

const PHONES = ['+212 5 35 65 40 20', '+212 6 61 23 45 67'];
const EMAIL = 'contact@huileries-du-saiss.ma';

/** The contact section (spec section 2): two phone numbers, an email, an address, and the message form. */
export default function ContactSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-contact-title" className="bg-cream-100 py-14">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 md:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 id="home-contact-title" className="font-serif text-3xl">
            {t('home.contactTitle')}
          </h2>
          <p className="mt-2 text-olive-800">{t('home.contactText')}</p>
          <dl className="mt-6 flex flex-col gap-4">
            <div>
              <dt className="font-semibold">{t('home.phones')}</dt>
              {PHONES.map((phone) => (
                <dd key={phone}>
                  <a dir="ltr" href={`tel:${phone.replace(/\s/g, '')}`} className="underline-offset-4 hover:underline">
                    {phone}
                  </a>
                </dd>
              ))}
            </div>
            <div>
              <dt className="font-semibold">{t('home.emailLabel')}</dt>
              <dd>
                <a href={`mailto:${EMAIL}`} className="underline-offset-4 hover:underline">
                  {EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('home.addressLabel')}</dt>
              <dd>{t('home.address')}</dd>
            </div>
          </dl>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
