import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrder } from './api.ts';
import { languageOf } from '../../i18n/index.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import type { Order, Seller } from './checkout-options.ts';
import { ConfirmationStep } from './steps/ConfirmationStep.tsx';

/**
 * An order placed already (/checkout?order=…), read from the server: where the card provider sends
 * the shopper back, paid or not. Reading it also has the server ask the provider how the payment went.
 */
export function OrderView({ orderId, seller }: { orderId: string; seller: Seller | null }) {
  const { t, i18n } = useTranslation();
  const { api } = useAppActors();
  const [result, setResult] = useState<{ order: Order } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    getOrder(api, orderId, languageOf(i18n)).then(
        (order) => live && setResult({ order }),
        (error: unknown) => live && setResult({ error: error instanceof Error && 'status' in error && error.status === 404 ? t('checkout.orderNotFound') : t('checkout.placeError') }),
      );
    return () => {
      live = false;
    };
  }, [api, orderId, t, i18n]);
  return (
    <div className="mx-auto max-w-3xl px-6 py-10">
      {!result && <LoadingStatus>{t('checkout.loadingOrder')}</LoadingStatus>}
      {result && 'error' in result && <p role="alert">{result.error}</p>}
      {result && 'order' in result && <ConfirmationStep order={result.order} seller={seller} />}
    </div>
  );
}
