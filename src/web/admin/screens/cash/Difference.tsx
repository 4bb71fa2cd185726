import { money } from '../../format.ts';
import { useAdminText } from '../../i18n/index.ts';
import { Badge } from '../../ui/Screen.tsx';

/** Received minus expected, as staff say it: missing, extra, or even. */
export function Difference({ centimes }: { centimes: number }) {
  const { t, intl } = useAdminText();
  if (centimes < 0) return <Badge tone="bad">{t('cash.missing', { amount: money(-centimes, intl) })}</Badge>;
  if (centimes > 0) return <Badge tone="wait">{t('cash.extra', { amount: money(centimes, intl) })}</Badge>;
  return <Badge tone="good">{t('cash.even')}</Badge>;
}
