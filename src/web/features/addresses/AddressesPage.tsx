import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_ADDRESSES_MAX } from '../../../domain/validation/saved-address.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { useAppSelector } from '../../state/use-app-selector.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { PageHeading } from '../pages/PageHeading.tsx';
import { AddressCard } from './AddressCard.tsx';
import { AddressForm } from './AddressForm.tsx';
import { listAddresses, type SavedAddress } from './api.ts';

/** /account/addresses: the signed-in shopper's saved delivery addresses, read in the browser. */
export function AddressesPage() {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const signedIn = useAppSelector(session, (s) => s.matches('authenticated'));
  return (
    <>
      <PageHeading title={t('addresses.title')}>
        <p>{t('addresses.intro')}</p>
      </PageHeading>
      <div className="mx-auto max-w-4xl px-6 py-10">
        {signedIn ? (
          <AddressBook />
        ) : (
          <div className="flex flex-col items-start gap-4">
            <p>{t('addresses.signInFirst')}</p>
            <ButtonLink to="/login" search={{ redirect: '/account/addresses' }}>
              {t('account.login')}
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}

type Editing = { kind: 'add' } | { kind: 'edit'; address: SavedAddress } | null;

function AddressBook() {
  const { t } = useTranslation();
  const { api, notifications } = useAppActors();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; value: SavedAddress[] | 'error' } | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  useEffect(() => {
    let live = true;
    listAddresses(api).then(
      (list) => live && setAnswer({ attempt, value: list }),
      () => live && setAnswer({ attempt, value: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const reload = () => setAttempt((n) => n + 1);
  const done = (message: string) => {
    notifications.send({ type: 'NOTIFY', notification: { type: 'success', message } });
    reload();
  };
  // The list as last read stays shown while it is read again after a change.
  const result = answer?.value ?? null;
  if (!result) return <LoadingStatus>{t('addresses.loading')}</LoadingStatus>;
  if (result === 'error') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{t('addresses.loadError')}</p>
        <Button variant="secondary" onPress={reload}>
          {t('addresses.retry')}
        </Button>
      </div>
    );
  }
  const full = result.length >= SAVED_ADDRESSES_MAX;
  return (
    <section aria-labelledby="saved-addresses" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="saved-addresses" className="font-serif text-2xl text-olive-900">
          {t('addresses.list')} <span className="text-base text-olive-800">({t('addresses.count', { count: result.length, max: SAVED_ADDRESSES_MAX })})</span>
        </h2>
        <Button onPress={() => setEditing({ kind: 'add' })} isDisabled={full}>
          {t('addresses.add')}
        </Button>
      </div>
      {full && <p className="text-sm text-olive-800">{t('addresses.limit')}</p>}
      {result.length === 0 ? (
        <p>{t('addresses.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {result.map((address) => (
            <AddressCard key={address.id} address={address} onEdit={() => setEditing({ kind: 'edit', address })} onChanged={done} />
          ))}
        </ul>
      )}
      <Modal title={editing?.kind === 'edit' ? t('addresses.editTitle') : t('addresses.addTitle')} isOpen={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <AddressForm
            address={editing.kind === 'edit' ? editing.address : undefined}
            first={result.length === 0}
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              done(t('addresses.saved'));
            }}
          />
        )}
      </Modal>
    </section>
  );
}
