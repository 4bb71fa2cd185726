import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Deferred } from '../ui/Deferred.tsx';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '../ui/icons.tsx';
import { Logo } from './Logo.tsx';

// The form (its field, its machine) loads when the footer comes near, not with every page.
const NewsletterForm = lazy(() => import('./NewsletterForm.tsx').then((m) => ({ default: m.NewsletterForm })));

const SOCIAL = [
  { key: 'facebook', href: 'https://www.facebook.com/huileriesdusaiss', Icon: FacebookIcon },
  { key: 'instagram', href: 'https://www.instagram.com/huileriesdusaiss', Icon: InstagramIcon },
  { key: 'youtube', href: 'https://www.youtube.com/@huileriesdusaiss', Icon: YoutubeIcon },
] as const;

const link = 'rounded underline-offset-4 hover:underline';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="zellige rendered-when-near mt-16 bg-olive-900 text-cream-50 [--rendered-height:53rem] md:[--rendered-height:24rem]">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-12 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <div className="flex flex-col gap-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed text-cream-50/90">{t('footer.about')}</p>
          <div>
            <h2 className="mb-2 text-sm font-semibold">{t('footer.follow')}</h2>
            <ul className="flex gap-2">
              {SOCIAL.map(({ key, href, Icon }) => (
                <li key={key}>
                  <a
                    href={href}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={t(`footer.social.${key}`)}
                    className="grid size-11 place-items-center rounded-full border border-cream-50/30 hover:bg-olive-800"
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <nav aria-label={t('a11y.footerNavigation')} className="contents">
          <div>
            <h2 className="mb-3 font-serif text-lg">{t('footer.explore')}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              <li>
                <Link to="/" className={link}>
                  {t('nav.home')}
                </Link>
              </li>
              <li>
                <Link to="/about" className={link}>
                  {t('nav.about')}
                </Link>
              </li>
              <li>
                <Link to="/shop" className={link}>
                  {t('footer.viewAll')}
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2 className="mb-3 font-serif text-lg">{t('footer.help')}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              <li>
                <Link to="/contact" className={link}>
                  {t('nav.contact')}
                </Link>
              </li>
              <li>
                <Link to="/terms" className={link}>
                  {t('footer.terms')}
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={link}>
                  {t('footer.privacy')}
                </Link>
              </li>
            </ul>
          </div>
        </nav>
        <div>
          <h2 className="mb-2 font-serif text-lg">{t('footer.newsletter.title')}</h2>
          <p className="mb-3 text-sm text-cream-50/90">{t('footer.newsletter.text')}</p>
          <Deferred render="near" minHeight="3.25rem">
            <NewsletterForm />
          </Deferred>
        </div>
      </div>
      <div className="border-t border-cream-50/15 py-5 text-center text-sm text-cream-50/85">{t('footer.rights', { year })}</div>
    </footer>
  );
}
