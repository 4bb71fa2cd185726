import { useTranslation } from 'react-i18next';
import { SHOP_EMAIL, SHOP_PHONES, shopAddressLine, telHref } from '../../../content/shop-contact.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { ContactForm } from '../contact/ContactForm.tsx';

/** The contact section (spec section 2): two phone numbers, an email, an address, and the message form. */
export default function ContactSection() {
  const { t } = useTranslation();
  const lang = useLanguage();
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
              {[SHOP_PHONES.landline, SHOP_PHONES.mobile].map((phone) => (
                <dd key={phone}>
                  <a dir="ltr" href={telHref(phone)} className="underline-offset-4 hover:underline">
                    {phone}
                  </a>
                </dd>
              ))}
            </div>
            <div>
              <dt className="font-semibold">{t('home.emailLabel')}</dt>
              <dd>
                <a href={`mailto:${SHOP_EMAIL}`} className="underline-offset-4 hover:underline">
                  {SHOP_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold">{t('home.addressLabel')}</dt>
              <dd>{shopAddressLine(lang)}</dd>
            </div>
          </dl>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
