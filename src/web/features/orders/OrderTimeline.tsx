import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { shopDateTime } from './shop-dates.ts';

type S = components['schemas'];

/** Where the order is: each step of its path, reached ones with their moment, the others still to come. */
export function OrderTimeline({ timeline, shipment }: { timeline: S['OrderTimelineStep'][]; shipment: S['Order']['shipment'] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="order-timeline" className="flex flex-col gap-3">
      <h2 id="order-timeline" className="font-serif text-2xl">
        {t('orderPage.timeline')}
      </h2>
      <ol className="flex flex-col">
        {timeline.map((step, index) => (
          <li key={step.state} className="relative flex gap-3 pb-5 last:pb-0">
            {index < timeline.length - 1 && <span aria-hidden="true" className={`absolute start-[0.9375rem] top-8 bottom-0 w-0.5 ${timeline[index + 1]!.reached ? 'bg-emerald-700' : 'bg-olive-100'}`} />}
            <span
              aria-hidden="true"
              className={`grid size-8 shrink-0 place-items-center rounded-full ${step.reached ? (step.state === 'cancelled' || step.state === 'refused' ? 'bg-olive-800 text-cream-50' : 'bg-emerald-700 text-white') : 'border-2 border-olive-200 bg-white'}`}
            >
              {step.reached && <CheckIcon className="size-4" />}
            </span>
            <div className="flex min-w-0 flex-col">
              <span className={step.reached ? 'font-semibold' : 'text-olive-800'}>{t(`orderPage.steps.${step.state}`)}</span>
              <span className="text-sm text-olive-800">{step.reached ? step.at && <time dateTime={step.at}>{shopDateTime(step.at, i18n.language)}</time> : t('orderPage.toCome')}</span>
              {step.state === 'shipped' && step.reached && shipment && (
                <span className="text-sm break-words">
                  {t('orderPage.shippedWith', { courier: shipment.courier })}
                  {shipment.trackingNumber && (
                    <>
                      {' · '}
                      {t('orderPage.tracking')}{' '}
                      <bdi dir="ltr" className="font-mono">
                        {shipment.trackingNumber}
                      </bdi>
                    </>
                  )}
                </span>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
