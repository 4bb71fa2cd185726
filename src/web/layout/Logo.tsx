import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The shop's mark (an oil drop with an olive leaf) and name, linking home; compact on small screens (below lg) when asked. */
export function Logo({ compact, tone = 'dark' }: { compact?: 'below-lg'; tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const colour = tone === 'dark' ? 'text-olive-900' : 'text-cream-50';
  return (
    <Link to="/" className={`flex items-center gap-2 rounded-full ${colour}`} aria-label={`${t('brand.name')} – ${t('nav.home')}`}>
      <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" className={compact ? 'size-[26px] lg:size-8' : undefined}>
        <path d="M16 2C16 2 6 14 6 20a10 10 0 0 0 20 0C26 14 16 2 16 2Z" fill="#4d6420" />
        <path d="M16 2C16 2 6 14 6 20a10 10 0 0 0 20 0C26 14 16 2 16 2Z" fill="none" stroke="#c9a227" strokeWidth="1.5" />
        <path d="M11 22c3-1 6-4 8-8" stroke="#e8cf78" strokeWidth="1.4" fill="none" strokeLinecap="round" />
        <ellipse cx="17.5" cy="17" rx="2.6" ry="1.3" transform="rotate(-45 17.5 17)" fill="#cdd7a8" />
      </svg>
      <span className={`font-serif font-semibold leading-tight ${compact ? 'text-base lg:text-lg' : 'text-lg'}`}>{t('brand.name')}</span>
    </Link>
  );
}
