import { Link } from 'react-aria-components';
import type { components } from '../../../../openapi/schema.d.ts';
import { dateTime, money, sinceNow } from '../format.ts';
import { useAdminText } from '../i18n/index.ts';
import { Badge } from '../ui/Screen.tsx';
import { usePhoneForReading } from '../ui/use-phone-for-reading.ts';
import { CallOutcomes, type Announce } from './CallOutcomes.tsx';

type QueueEntry = components['schemas']['ConfirmationQueueEntry'];

const LINK = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold outline-none focus-visible:ring-3 focus-visible:ring-gold-500';

/** One cash order to call: who, what, how much, where; then the call and its outcome. */
export function ConfirmationCard({ order, now, onDone }: { order: QueueEntry; now: number; onDone: (announce: Announce) => void }) {
  const { t, intl } = useAdminText();
  const phoneForReading = usePhoneForReading();
  const due = Date.parse(order.callDueAt) <= now;
  const whatsapp = `https://wa.me/${order.phone.replace(/\D/g, '')}?text=${encodeURIComponent(order.whatsappText)}`;
  return (
    <article aria-labelledby={`order-${order._id}`} className="flex h-full flex-col gap-3 rounded-3xl bg-white p-4 shadow-sm sm:p-5">
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={`order-${order._id}`} className="font-serif text-lg font-semibold">
          <bdi>{order.customerName}</bdi>
        </h2>
        <Badge tone={due ? 'wait' : 'neutral'}>{due ? t('confirm.dueNow') : t('confirm.dueAt', { time: dateTime(order.callDueAt, intl) })}</Badge>
      </header>
      <p className="text-sm text-olive-700">
        <bdi dir="ltr">{order.orderNumber}</bdi> · {t('confirm.waiting', { time: sinceNow(order.createdAt, intl, now) })}
        {order.unansweredCalls ? <> · {t('confirm.unanswered', { count: order.unansweredCalls })}</> : null}
      </p>
      {order.likelyDuplicates.length ? (
        <p className="rounded-2xl border border-gold-500 bg-gold-300/30 px-3 py-2 text-sm font-semibold">
          {order.likelyDuplicates.map((other) => t('record.duplicateOf', { number: other.orderNumber })).join(' · ')}
        </p>
      ) : null}
      {order.lastCall ? <p className="text-sm text-olive-700">{t('confirm.lastCall', { outcome: t(`callOutcome.${order.lastCall.outcome}`), who: order.lastCall.by })}</p> : null}
      <ul className="text-sm">
        {order.items.map((item, index) => (
          <li key={index}>
            {item.quantity} × <bdi>{item.title}</bdi> · <bdi>{item.size}</bdi>
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span>
          <bdi>{order.city}</bdi>
          {order.pickupShop ? <span className="text-sm text-olive-700"> · {t('confirm.pickup', { shop: order.pickupShop })}</span> : null}
        </span>
        <span className="font-semibold">
          <span className="sr-only">{t('confirm.total')} </span>
          {money(order.total, intl)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Link href={`tel:${order.phone}`} className={`${LINK} bg-olive-800 text-cream-50 hover:bg-olive-900 hover:text-cream-50`}>
          <span aria-hidden="true">☎</span>
          <span className="sr-only">{t('confirm.call', { name: order.customerName })} </span>
          <bdi dir="ltr">{phoneForReading(order.phone)}</bdi>
        </Link>
        <Link href={whatsapp} target="_blank" rel="noopener noreferrer" className={`${LINK} border border-olive-300 text-olive-900 hover:bg-olive-50`}>
          {t('confirm.whatsapp')}
          <span className="sr-only"> {t('confirm.whatsappLabel', { name: order.customerName })}</span>
        </Link>
      </div>
      <CallOutcomes order={order} onDone={onDone} />
    </article>
  );
}
