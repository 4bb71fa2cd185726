import type { AdminRouter } from '../router.tsx';
import { Button } from '../../ui/Button.tsx';
import { useAdminText } from '../i18n/index.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { Screen } from '../ui/Screen.tsx';
import { DeliverySlip } from './DeliverySlip.tsx';
import { slipsRoute } from '../routes.ts';



/** The delivery slips of the orders chosen in the list, one a page, printed in one go (issue 45). */
export function Slips() {
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
