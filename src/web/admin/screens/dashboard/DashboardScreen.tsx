import type { AdminRouter } from '../../router.tsx';
import { lazy, Suspense } from 'react';
import { Tabs } from '../../../ui/Tabs.tsx';
import { money } from '../../format.ts';
import { useAdminText } from '../../i18n/index.ts';
import { Screen } from '../../ui/Screen.tsx';
import { FigureTable } from './FigureTable.tsx';
import { LowStock } from './LowStock.tsx';
import { PeriodFigures } from './PeriodFigures.tsx';
import { dashboardRoute } from '../../routes.ts';

// The chart library is fetched with this screen only: never in the shop's bundle, nor in the rest of the back office.
const DailyChart = lazy(() => import('./charts.tsx').then((charts) => ({ default: charts.DailyChart })));

/** How the shop goes (issue 45, item 7): the owners' home, today and over the last 30 days. */
export function DashboardScreen() {
  const { t, intl } = useAdminText();
  const figures = dashboardRoute.useLoaderData<AdminRouter>();
  const dayName = (day: string) => new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  return (
    <Screen title={t('dashboard.title')}>
      <p className="-mt-4 mb-4 text-sm text-olive-700">{t('dashboard.asOf', { time: new Intl.DateTimeFormat(intl, { timeStyle: 'short', timeZone: 'Africa/Casablanca' }).format(new Date(figures.asOf)) })}</p>
      <Tabs
        label={t('dashboard.period')}
        tabs={[
          { id: 'today', title: t('dashboard.today'), content: <PeriodFigures period={figures.today} cashOutstanding={figures.cashOutstanding} /> },
          { id: 'last30', title: t('dashboard.last30'), content: <PeriodFigures period={figures.last30Days} cashOutstanding={figures.cashOutstanding} /> },
        ]}
        panelClassName=""
      />
      <section aria-labelledby="daily" className="mt-6 rounded-3xl bg-white p-5 shadow-sm">
        <h2 id="daily" className="mb-3 font-serif text-xl font-semibold">
          {t('dashboard.daily')}
        </h2>
        <Suspense fallback={<div className="h-64" />}>
          <DailyChart days={figures.days.map((d) => ({ ...d, label: dayName(d.day) }))} />
        </Suspense>
        <FigureTable
          caption={t('dashboard.showTable')}
          head={[t('dashboard.day'), t('dashboard.orders'), t('dashboard.sales')]}
          rows={figures.days.map((d) => [dayName(d.day), String(d.orders), money(d.sales, intl)])}
          folded
        />
      </section>
      <LowStock rows={figures.lowStock} />
    </Screen>
  );
}
