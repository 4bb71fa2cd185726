import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../ui/LoadingStatus.tsx';

/** 'Chargement du produit...' while the product loads (spec section 2). */
export function ProductLoading() {
  const { t } = useTranslation();
  return (
    <LoadingStatus className="mx-auto max-w-6xl px-6 py-20">{t('product.loading')}</LoadingStatus>
  );
}

/** 'Produit non trouvé' with what went wrong and a way back to the products. */
export function ProductError({ error }: { error?: unknown; data?: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof Error && error.message ? error.message : t('productNotFound.default');
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center gap-3 px-6 py-20 text-center">
      <h1 className="font-serif text-3xl">{t('product.notFound')}</h1>
      <p>{message}</p>
      <Link to="/produits" className="font-medium underline underline-offset-4">
        {t('product.backToProducts')}
      </Link>
    </div>
  );
}
