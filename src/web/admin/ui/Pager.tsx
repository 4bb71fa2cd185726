import { Button } from '../../ui/Button.tsx';
import { useAdminText } from '../i18n/index.ts';

/** Previous and next page, with where one is; nothing when everything fits on one page. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useAdminText();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('app.pageOf', { page, pages: totalPages })} className="mt-6 flex flex-wrap items-center justify-center gap-3">
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        <span aria-hidden="true" className="rtl:rotate-180">←</span>
        {t('app.previous')}
      </Button>
      <span className="text-sm">{t('app.pageOf', { page, pages: totalPages })}</span>
      <Button variant="secondary" isDisabled={page >= totalPages} onPress={() => onPage(page + 1)}>
        {t('app.next')}
        <span aria-hidden="true" className="rtl:rotate-180">→</span>
      </Button>
    </nav>
  );
}
