import type { AdminRouter } from '../../router.tsx';
import { useState } from 'react';
import { dateTime, money } from '../../format.ts';
import { useAdminText } from '../../i18n/index.ts';
import { Screen } from '../../ui/Screen.tsx';
import { Status } from '../../ui/Status.tsx';
import { CourierCashCard } from './CourierCashCard.tsx';
import { Difference } from './Difference.tsx';
import { cashRoute } from '../../routes.ts';

/**
 * The couriers' cash (issue 45, item 4): per courier what they still hold and how their handovers
 * counted against what the deliveries collected; a handover is recorded from the courier's card.
 */
export function CashScreen() {
  const { t, intl } = useAdminText();
  const { couriers, outstanding, handovers } = cashRoute.useLoaderData<AdminRouter>();
  const [announce, setAnnounce] = useState<{ text: string; tone: 'ok' | 'error' }>();
  return (
    <Screen title={t('cash.title')}>
      <p className="-mt-4 mb-4 text-sm text-olive-700">{t('cash.intro')}</p>
      <Status tone={announce?.tone} className="mb-4">
        {announce?.text}
      </Status>
      {couriers.length === 0 ? (
        <p className="rounded-3xl bg-white p-5 shadow-sm">{t('cash.nothing')}</p>
      ) : (
        <ul aria-label={t('cash.perCourier')} className="grid gap-4 md:grid-cols-2">
          {couriers.map((row) => (
            <li key={row.courier.id}>
              <CourierCashCard row={row} deliveries={outstanding.filter((d) => d.courierId === row.courier.id)} onDone={setAnnounce} />
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="handovers" className="mt-8">
        <h2 id="handovers" className="mb-3 font-serif text-xl font-semibold">
          {t('cash.history')}
        </h2>
        {handovers.length === 0 ? (
          <p className="rounded-3xl bg-white p-5 shadow-sm">{t('cash.noHandovers')}</p>
        ) : (
          <div role="region" aria-labelledby="handovers" tabIndex={0} className="overflow-x-auto rounded-3xl bg-white shadow-sm">
            <table className="w-full text-start text-sm">
              <thead className="bg-olive-50 text-olive-800">
                <tr>
                  {(['cash.when', 'cash.courier', 'cash.orders', 'cash.expected', 'cash.received', 'cash.difference', 'cash.by'] as const).map((key) => (
                    <th key={key} scope="col" className="px-4 py-3 text-start font-semibold whitespace-nowrap">
                      {t(key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-olive-100">
                {handovers.map((handover) => (
                  <tr key={handover.id}>
                    <td className="px-4 py-3 whitespace-nowrap">{dateTime(handover.at, intl)}</td>
                    <td className="px-4 py-3">
                      <bdi>{handover.courier.name}</bdi>
                    </td>
                    <td className="px-4 py-3">{handover.orders}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{money(handover.expected, intl)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{money(handover.received, intl)}</td>
                    <td className="px-4 py-3">
                      <Difference centimes={handover.difference} />
                    </td>
                    <td className="px-4 py-3">
                      <bdi>{handover.staffEmail}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Screen>
  );
}
