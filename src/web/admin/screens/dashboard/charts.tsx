import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAdminText } from '../../i18n/index.ts';

// Recharts, loaded by the dashboard only (DashboardScreen's lazy import). Each chart is a picture of a
// table shown with it: the figure is named for assistive technology, which reads the table instead.
const OLIVE = '#4d6420';
const GOLD = '#c9a227';

/** Orders per day over 30 days, oldest first (right to left in Arabic). */
export function DailyChart({ days }: { days: { label: string; orders: number }[] }) {
  const { t, lang } = useAdminText();
  const rtl = lang === 'ar';
  return (
    <figure role="img" aria-label={t('dashboard.daily')} className="h-64 w-full" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e4e8d8" />
          <XAxis dataKey="label" reversed={rtl} tick={{ fontSize: 11, fill: '#3c4f19' }} interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} width={32} tick={{ fontSize: 11, fill: '#3c4f19' }} />
          <Tooltip cursor={{ fill: '#f3f5ec' }} />
          <Bar dataKey="orders" name={t('dashboard.orders')} fill={OLIVE} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

/** Orders per city, the most first. */
export function CityChart({ cities }: { cities: { city: string; orders: number }[] }) {
  const { t, lang } = useAdminText();
  const rtl = lang === 'ar';
  return (
    <figure role="img" aria-label={t('dashboard.cities')} className="w-full" style={{ height: 40 + cities.length * 32 }} dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={cities} layout="vertical" margin={{ top: 4, right: 8, bottom: 4, left: 8 }} accessibilityLayer={false}>
          <XAxis type="number" allowDecimals={false} domain={[0, 'dataMax']} reversed={rtl} tick={{ fontSize: 11, fill: '#3c4f19' }} />
          <YAxis type="category" dataKey="city" orientation={rtl ? 'right' : 'left'} width={110} tick={{ fontSize: 12, fill: '#3c4f19' }} />
          <Tooltip cursor={{ fill: '#f3f5ec' }} />
          <Bar dataKey="orders" name={t('dashboard.orders')} fill={GOLD} radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
