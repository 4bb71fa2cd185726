import { useAdminText } from '../i18n/index.ts';
import { AdminLink } from '../ui/AdminLink.tsx';

export function NotFound() {
  const { t } = useAdminText();
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="mb-4 font-serif text-2xl font-semibold">{t('app.notFound')}</h1>
      <AdminLink href="/admin/orders">{t('nav.orders')}</AdminLink>
    </main>
  );
}
