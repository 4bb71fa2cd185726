import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { ApiError } from '../../api/errors.ts';
import { languageOf } from '../../i18n/index.ts';
import { isolate } from '../../i18n/isolate.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { cancelMyOrder } from './api.ts';

type OrderPage = components['schemas']['OrderPageResponse']['data'];

/** The shopper cancels an order still awaiting confirmation, once they confirm it in a dialog. */
export function CancelOrder({ orderId, orderNumber, onCancelled }: { orderId: string; orderNumber: string; onCancelled: (page: OrderPage) => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useAppActors();
  const [open, setOpen] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setWorking(true);
    setError(null);
    try {
      const page = await cancelMyOrder(api, orderId, languageOf(i18n));
      setOpen(false);
      onCancelled(page);
    } catch (failure) {
      // A 409 says, in the page's language, why the order can no longer be cancelled.
      setError(failure instanceof ApiError && failure.code === 'ORDER_NOT_CANCELLABLE' ? failure.message : t('orderPage.cancelFailed'));
    } finally {
      setWorking(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('orderPage.cancel')}
      </Button>
      <Modal title={t('orderPage.cancelTitle', { number: isolate(orderNumber.replaceAll('-', '\u2011')) })} isOpen={open} onOpenChange={setOpen}>
        <div className="flex flex-col gap-4">
          <p>{t('orderPage.cancelLead')}</p>
          {error && <p role="alert">{error}</p>}
          <div className="flex flex-wrap gap-3">
            <Button variant="primary" onPress={() => void confirm()} isDisabled={working}>
              {working ? t('orderPage.cancelling') : t('orderPage.cancelConfirm')}
            </Button>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              {t('orderPage.keep')}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
