import { useSelector } from '@xstate/react';
import { useAppSelector } from '../state/use-app-selector.ts';
import { useTranslation } from 'react-i18next';
import { useAppActors } from '../state/app-actors.tsx';
import { Button } from '../ui/Button.tsx';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../ui/icons.tsx';

const STYLE = {
  success: { box: 'border-olive-500 bg-olive-50', Icon: CheckIcon },
  error: { box: 'border-terracotta-600 bg-red-50', Icon: AlertIcon },
  warning: { box: 'border-gold-500 bg-amber-50', Icon: AlertIcon },
  info: { box: 'border-olive-300 bg-white', Icon: InfoIcon },
} as const;

/** Toasts at the bottom centre (spec section 2), read by screen readers as they come. */
export function Toaster() {
  const { t } = useTranslation();
  const { notifications } = useAppActors();
  const items = useAppSelector(notifications, (state) => state.context.items);
  return (
    <section
      aria-label={t('notifications.region')}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4"
    >
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </section>
  );
}

function Toast({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  const exiting = useSelector(item.ref, (state) => state.matches('exiting'));
  const { box, Icon } = STYLE[item.type];
  return (
    // Hover and focus pause the timer (WCAG 2.2.1); the dismiss button is the keyboard's way out.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      role={item.type === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => item.ref.send({ type: 'PAUSE' })}
      onMouseLeave={() => item.ref.send({ type: 'RESUME' })}
      onFocus={() => item.ref.send({ type: 'PAUSE' })}
      onBlur={() => item.ref.send({ type: 'RESUME' })}
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-2xl border-s-4 p-4 shadow-lg transition-all duration-300 motion-reduce:transition-none ${box} ${
        exiting ? 'translate-y-2 opacity-0' : 'translate-y-0 opacity-100'
      }`}
    >
      <Icon className="mt-0.5 shrink-0" />
      <div className="flex-1">
        <p className="font-semibold">{item.title ?? t(`notifications.titles.${item.type}`)}</p>
        <p className="text-sm">{item.message}</p>
      </div>
      <Button variant="icon" aria-label={t('notifications.dismiss')} onPress={() => item.ref.send({ type: 'DISMISS' })} className="-m-2 size-10">
        <CloseIcon />
      </Button>
    </div>
  );
}

type NotificationItem = ReturnType<ReturnType<typeof useAppActors>['notifications']['getSnapshot']>['context']['items'][number];
