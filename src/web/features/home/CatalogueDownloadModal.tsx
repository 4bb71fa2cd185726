import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { timedSendMachine } from '../../../../machines/timed-send.ts';
import { catalogueUrl } from '../contact/api.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button } from '../../ui/Button.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/Modal.tsx';

/** Starts the browser's download of a file the API names. */
function saveFile(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/** One language of the catalogue: idle, loading, done for 3 s, idle; a failure says why (spec section 4). */
function VersionRow({ locale }: { locale: 'fr' | 'ar' }) {
  const { t } = useTranslation();
  const { api } = useAppActors();
  const [state, send] = useMachine(
    timedSendMachine.provide({
      actors: {
        send: fromPromise(async () => {
          let url: string | undefined;
          try {
            url = await catalogueUrl(api, locale);
          } catch {
            throw new Error(t('home.downloadError'));
          }
          if (!url) throw new Error(t('home.urlMissing'));
          saveFile(url);
        }),
      },
    }),
  );
  const label = locale === 'fr' ? t('home.versionFr') : t('home.versionAr');
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-olive-100 bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <span lang={locale} className="font-semibold">
          {label}
        </span>
        <Button
          aria-label={`${t('home.download')} – ${label}`}
          // Never disabled: a disabled button drops the focus, and Escape no longer reaches the modal.
          // While it sends it is pending (it keeps the focus); a press once it is done does nothing.
          isPending={state.matches('sending')}
          onPress={() => send({ type: 'SEND' })}
          className="min-w-36"
        >
          {state.matches('sent') && <CheckIcon className="size-4" />}
          {state.matches('sending') ? t('home.downloading') : state.matches('sent') ? t('home.downloaded') : t('home.download')}
        </Button>
      </div>
      {state.matches('failed') && (
        <p role="alert" className="text-sm text-red-700">
          {state.context.error}
        </p>
      )}
    </li>
  );
}

/** The language choice for the catalogue; its rows start afresh each time it opens. */
export function CatalogueDownloadModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('home.chooseVersion')} isOpen={isOpen} onOpenChange={onOpenChange}>
      <ul className="flex flex-col gap-3">
        <VersionRow locale="fr" />
        <VersionRow locale="ar" />
      </ul>
    </Modal>
  );
}
