import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import { useAdminText } from '../i18n/index.ts';

/** A screen whose data is on its way (shown after 300 ms). */
export function ScreenPending() {
  const { t } = useAdminText();
  return <LoadingStatus className="py-8">{t('app.loading')}</LoadingStatus>;
}
