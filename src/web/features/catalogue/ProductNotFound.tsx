import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../ui/Button.tsx';

/** /produits/not-found: the error message given, or the default; three ways on (spec section 2). */
export function ProductNotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-20 text-center">
      <h1 className="font-serif text-3xl">{t('productNotFound.title')}</h1>
      <p className="mt-3 text-olive-800">{message || t('productNotFound.default')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/produits">{t('productNotFound.viewAll')}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t('productNotFound.home')}
        </ButtonLink>
        <Button variant="ghost" onPress={() => router.history.back()}>
          {t('productNotFound.back')}
        </Button>
      </div>
    </div>
  );
}
