import { useTranslation } from 'react-i18next';
import { PAGE_META } from '../../../content/page-meta.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { usePageMeta } from '../../meta/use-page-meta.ts';
import { ButtonLink } from '../../ui/Button.tsx';

/** Any address the shop does not have. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const meta = PAGE_META.notFound[currentLanguage()];
  usePageMeta(meta.title, meta.description);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center">
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
