import { lazy, Suspense } from 'react';
import type { components } from '../../../../../openapi/schema.d.ts';
import { money } from '../../format.ts';
import { useAdminText } from '../../i18n/index.ts';
import { FigureTable } from './FigureTable.tsx';

type Period = components['schemas']['DashboardPeriod'];

const CityChart = lazy(() => import('./charts.tsx').then((charts) => ({ default: charts.CityChart })));

/** One period's figures: the rates and amounts, then best sellers, cities and the team's calls. */
export function PeriodFigures({ period, cashOutstanding }: { period: Period; cashOutstanding: number }) {
  const { t, intl } = useAdminText();
  const percent = (rate: number | null) => (rate === null ? t('dashboard.noRate') : new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: 0 }).format(rate));
  const ofWhole = (part: number, whole: number) => t('dashboard.ofWhole', { part, whole });
  const tiles: { label: string; value: string; detail?: string }[] = [
    { label: t('dashboard.orders'), value: String(period.orders) },
    { label: t('dashboard.sales'), value: money(period.sales, intl) },
    { label: t('dashboard.average'), value: period.averageOrder === null ? t('dashboard.noRate') : money(period.averageOrder, intl) },
    { label: t('dashboard.confirmation'), value: percent(period.confirmationRate), detail: ofWhole(period.confirmed, period.cashOrdersDecided) },
    { label: t('dashboard.delivery'), value: percent(period.deliveryRate), detail: ofWhole(period.delivered, period.shipped) },
    { label: t('dashboard.returns'), value: percent(period.returnRate), detail: ofWhole(period.returned, period.shipped) },
    { label: t('dashboard.cashCollected'), value: money(period.cashCollected, intl) },
    { label: t('dashboard.cashOutstanding'), value: money(cashOutstanding, intl) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-olive-700">{t('dashboard.range', { from: longDay(period.from, intl), to: longDay(period.to, intl) })}</p>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="flex flex-col gap-1 rounded-3xl bg-white p-4 shadow-sm">
            <dt className="text-sm text-olive-700">{tile.label}</dt>
            <dd className="text-2xl font-semibold text-olive-900">{tile.value}</dd>
            {tile.detail ? <dd className="text-sm text-olive-700">{tile.detail}</dd> : null}
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby={`best-${period.from}`} className="rounded-3xl bg-white p-5 shadow-sm">
          <h2 id={`best-${period.from}`} className="mb-3 font-serif text-xl font-semibold">
            {t('dashboard.bestSellers')}
          </h2>
          {period.bestSellers.length === 0 ? (
            <p>{t('dashboard.empty')}</p>
          ) : (
            <FigureTable
              caption={t('dashboard.bestSellers')}
              head={[t('dashboard.product'), t('dashboard.units'), t('dashboard.salesHt')]}
              rows={period.bestSellers.map((b) => [b.title, String(b.units), money(b.sales, intl)])}
            />
          )}
        </section>
        <section aria-labelledby={`cities-${period.from}`} className="rounded-3xl bg-white p-5 shadow-sm">
          <h2 id={`cities-${period.from}`} className="mb-3 font-serif text-xl font-semibold">
            {t('dashboard.cities')}
          </h2>
          {period.cities.length === 0 ? (
            <p>{t('dashboard.empty')}</p>
          ) : (
            <>
              <Suspense fallback={<div className="h-48" />}>
                <CityChart cities={period.cities} />
              </Suspense>
              <FigureTable
                caption={t('dashboard.showTable')}
                head={[t('dashboard.city'), t('dashboard.orders'), t('dashboard.sales')]}
                rows={period.cities.map((c) => [c.city, String(c.orders), money(c.sales, intl)])}
                folded
              />
            </>
          )}
        </section>
      </div>
      <section aria-labelledby={`staff-${period.from}`} className="rounded-3xl bg-white p-5 shadow-sm">
        <h2 id={`staff-${period.from}`} className="mb-3 font-serif text-xl font-semibold">
          {t('dashboard.staff')}
        </h2>
        {period.staff.length === 0 ? (
          <p>{t('dashboard.empty')}</p>
        ) : (
          <FigureTable
            caption={t('dashboard.staff')}
            head={[t('dashboard.member'), t('dashboard.calls'), t('dashboard.confirmed'), t('dashboard.share')]}
            rows={period.staff.map((s) => [s.email, String(s.calls), String(s.confirmed), percent(s.confirmationRate)])}
          />
        )}
      </section>
    </div>
  );
}

const longDay = (day: string, intl: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
