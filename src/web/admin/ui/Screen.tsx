import { useEffect, type ReactNode } from 'react';
import { useAdminText } from '../i18n/index.ts';

/** A screen's heading, and the tab's title after it. */
export function Screen({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { t } = useAdminText();
  useEffect(() => {
    document.title = `${title} | ${t('app.title')} | ${t('app.name')}`;
  }, [title, t]);
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-2xl font-semibold text-olive-900 sm:text-3xl">{title}</h1>
        {actions}
      </div>
      {children}
    </>
  );
}

/** A pill with a state's name. */
export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'good' | 'wait' | 'bad' }) {
  const colours = { neutral: 'bg-olive-100 text-olive-900', good: 'bg-olive-800 text-cream-50', wait: 'bg-gold-300 text-olive-950', bad: 'bg-red-100 text-red-900' }[tone];
  return <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}
