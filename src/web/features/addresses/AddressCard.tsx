import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors.ts';
import { languageOf } from '../../i18n/index.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { addressLines } from './address-lines.ts';
import { deleteAddress, type SavedAddress, updateAddress } from './api.ts';

interface Props {
  address: SavedAddress;
  onEdit: () => void;
  /** After a change made here (deleted, made the default), with what to tell the shopper. */
  onChanged: (message: string) => void;
}

/** One saved address: who and where, the default marked; edit, make default, delete (after a confirmation). */
export function AddressCard({ address, onEdit, onChanged }: Props) {
  const { t, i18n } = useTranslation();
  const { api, notifications } = useAppActors();
  const lang = languageOf(i18n);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const lines = addressLines(address, lang, t('addresses.untitled'));
  const run = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await work();
      setConfirming(false);
      onChanged(message);
    } catch (error) {
      // Gone already (deleted in another tab): the list read again shows it.
      if (error instanceof ApiError && error.status === 404) onChanged(message);
      else notifications.send({ type: 'NOTIFY', notification: { type: 'error', message: t('addresses.failed') } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className={`flex flex-col gap-3 rounded-2xl border bg-white p-4 ${address.isDefault ? 'border-olive-800' : 'border-olive-100'}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">
          <bdi>{lines.title}</bdi>
        </h3>
        {address.isDefault && <span className="rounded-full bg-olive-800 px-2 py-0.5 text-xs font-semibold text-cream-50">{t('addresses.defaultBadge')}</span>}
      </div>
      <p className="text-sm leading-relaxed">
        <bdi>{lines.name}</bdi>
        <br />
        <bdi>{lines.street}</bdi>
        <br />
        <bdi>{`${lines.city} ${address.postalCode}`.trim()}</bdi>
        <br />
        {t(`checkout.countries.${address.country}`)}
        {lines.phone && (
          <>
            <br />
            <span dir="ltr">{lines.phone}</span>
          </>
        )}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button variant="secondary" onPress={onEdit} aria-label={t('addresses.editOf', { name: lines.title })}>
          {t('addresses.edit')}
        </Button>
        {!address.isDefault && (
          <Button
            variant="ghost"
            isDisabled={busy}
            onPress={() => run(() => updateAddress(api, address.id, { isDefault: true }, lang), t('addresses.defaultChanged'))}
            aria-label={t('addresses.makeDefaultOf', { name: lines.title })}
          >
            {t('addresses.makeDefault')}
          </Button>
        )}
        <Button variant="ghost" onPress={() => setConfirming(true)} aria-label={t('addresses.removeOf', { name: lines.title })}>
          {t('addresses.remove')}
        </Button>
      </div>
      <Modal title={t('addresses.removeTitle')} isOpen={confirming} onOpenChange={setConfirming}>
        <p className="mb-6">{t('addresses.removeText', { name: lines.title })}</p>
        <div className="flex flex-wrap gap-3">
          <Button onPress={() => run(() => deleteAddress(api, address.id), t('addresses.removed'))} isPending={busy}>
            {t('addresses.remove')}
          </Button>
          <Button variant="secondary" slot="close">
            {t('addresses.cancel')}
          </Button>
        </div>
      </Modal>
    </li>
  );
}
