import { useAdminText } from '../i18n/index.ts';

/** The shop's mark and name, and "back office". */
export function Brand() {
  const { t } = useAdminText();
  return (
    <div className="flex items-center gap-2 text-olive-900">
      <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true">
        <path d="M16 2C16 2 6 14 6 20a10 10 0 0 0 20 0C26 14 16 2 16 2Z" fill="#4d6420" />
        <path d="M16 2C16 2 6 14 6 20a10 10 0 0 0 20 0C26 14 16 2 16 2Z" fill="none" stroke="#c9a227" strokeWidth="1.5" />
        <path d="M11 22c3-1 6-4 8-8" stroke="#e8cf78" strokeWidth="1.4" fill="none" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-base font-semibold">{t('app.name')}</span>
        <span className="text-xs font-medium uppercase tracking-wide text-olive-700">{t('app.title')}</span>
      </span>
    </div>
  );
}
