import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_META } from '../../content/page-meta.ts';
import { PageHeading } from '../features/pages/PageHeading.tsx';
import { currentLanguage } from '../i18n/index.ts';
import { usePageMeta } from '../meta/use-page-meta.ts';
import { ButtonLink } from '../ui/Button.tsx';

export const Route = createFileRoute('/checkout')({
  component: function Checkout() {
    const { t } = useTranslation();
    const meta = PAGE_META.checkout[currentLanguage()];
    usePageMeta(meta.title, meta.description);
    return (
      <>
        <PageHeading title={t('checkout.title')}>
          <p>{t('checkout.signInFirst')}</p>
        </PageHeading>
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-6 py-12 text-center">
          <p className="font-semibold">{t('checkout.emptyCart')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <ButtonLink to="/login">{t('account.login')}</ButtonLink>
            <ButtonLink to="/shop" variant="secondary">
              {t('checkout.continue')}
            </ButtonLink>
          </div>
        </div>
      </>
    );
  },
});
