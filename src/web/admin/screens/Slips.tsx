import type { AdminRouter } from '../router.tsx';
import { createRoute } from '@tanstack/react-router';
import { Button } from '../../ui/Button.tsx';
import { useAdminText } from '../i18n/index.ts';
import { signedInRoute } from '../root-routes.tsx';
import { AdminLink } from '../ui/AdminLink.tsx';
import { Screen } from '../ui/Screen.tsx';
import { DeliverySlip } from './DeliverySlip.tsx';

const ID = /^[0-9a-f-]{36}$/;

/** ?ids=a,b,c: the orders whose slips print together (at most 50, unknown ones dropped). */
function slipsSearch(search: Record<string, unknown>): { ids?: string } {
  const ids = String(search.ids ?? '')
    .split(',')
    .filter((id) => ID.test(id))
    .slice(0, 50);
  return ids.length ? { ids: ids.join(',') } : {};
}

export const slipsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/slips',
  validateSearch: slipsSearch,
  loaderDeps: ({ search }) => slipsSearch(search),
  loader: async ({ context, deps }) => await Promise.all((deps.ids?.split(',') ?? []).map(async (id) => (await context.api.getOrder(id)).order)),
  component: Slips,
});

/** The delivery slips of the orders chosen in the list, one a page, printed in one go (issue 45). */
function Slips() {
  const { t } = useAdminText();
  const orders = slipsRoute.useLoaderData<AdminRouter>();
  return (
    <>
      <div className="print:hidden">
        <AdminLink href="/admin/orders" className="mb-3 inline-block text-sm">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">←</span> {t('slips.back')}
        </AdminLink>
        <Screen
          title={t('slips.title', { count: orders.length })}
          actions={
            <Button variant="secondary" onPress={() => window.print()}>
              {t('slips.print')}
            </Button>
          }
        >
          {null}
        </Screen>
      </div>
      <div className="flex flex-col gap-6 print:gap-0">
        {orders.map((order) => (
          <DeliverySlip key={order._id} order={order} onScreen />
        ))}
      </div>
    </>
  );
}
