import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActors } from '../../state/app-actors.tsx';
import { useNotify } from '../../state/use-notify.ts';
import { Button } from '../../ui/Button.tsx';
import { exportMyData } from './api.ts';
import { refusal } from './refusal.ts';

/** "Download my data" (law 09-08, right of access): the server's answer saved as its dated JSON file. */
export function MyData() {
  const { t } = useTranslation();
  const { api, i18n } = useAppActors();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { data, name } = await exportMyData(api);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      notify(i18n.t('settings.data.downloaded'), 'success');
    } catch (error) {
      notify(refusal(i18n, error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-4">
      <p>{t('settings.data.text')}</p>
      <Button variant="secondary" isPending={busy} onPress={() => void download()}>
        {t('settings.data.download')}
      </Button>
    </div>
  );
}
