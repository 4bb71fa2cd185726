import { useTranslation } from 'react-i18next';
import { documentTitle } from '../../meta/page-head.ts';
import { ButtonLink } from '../../ui/Button.tsx';

/** Any address the shop does not have. */
export function NotFoundPage() {
  const { t, i18n } = useTranslation();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center">
      {/* React puts these in the document's head; no route's head() speaks for an address the shop does not have. */}
      <title>{documentTitle(i18n, t('meta.notFound.title'))}</title>
      <meta name="robots" content="noindex, follow" />
      <p className="font-serif text-7xl text-gold-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-serif text-3xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-olive-800">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
        <ButtonLink to="/shop" variant="secondary">
          {t('notFound.shop')}
        </ButtonLink>
      </div>
    </div>
  );
}
