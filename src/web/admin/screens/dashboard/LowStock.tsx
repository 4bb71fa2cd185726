import type { components } from '../../../../../openapi/schema.d.ts';
import { useAdminText } from '../../i18n/index.ts';
import { FigureTable } from './FigureTable.tsx';

type Low = components['schemas']['DashboardResponse']['data']['lowStock'];

/** The sizes below the threshold staff set for them in the catalogue. */
export function LowStock({ rows }: { rows: Low }) {
  const { t } = useAdminText();
  return (
    <section aria-labelledby="low-stock" className="mt-6 rounded-3xl bg-white p-5 shadow-sm">
      <h2 id="low-stock" className="mb-3 font-serif text-xl font-semibold">
        {t('dashboard.lowStock')}
      </h2>
      {rows.length === 0 ? (
        <p>{t('dashboard.noLowStock')}</p>
      ) : (
        <FigureTable
          caption={t('dashboard.lowStock')}
          head={[t('dashboard.product'), t('dashboard.size'), t('dashboard.stock'), t('dashboard.threshold')]}
          rows={rows.map((row) => [row.title, row.size, String(row.stock), String(row.threshold)])}
        />
      )}
    </section>
  );
}
