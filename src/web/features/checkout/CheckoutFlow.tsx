import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useAppSelector } from '../../state/use-app-selector.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { checkoutMachine } from '../../../../machines/checkout.ts';
import { orderTotals } from '../../../domain/money.ts';
import { ApiError } from '../../api/errors.ts';
import { languageOf } from '../../i18n/index.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button } from '../../ui/Button.tsx';
import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import { placeOrder } from './api.ts';
import { paymentMethods } from './options/api.ts';
import { orderRequest } from './order-request.ts';
import type { CheckoutOptions, Order } from './checkout-options.ts';
import { checkoutStorage, lastAddress } from './checkout-storage.ts';
import { CheckoutSummary, type SummaryLine } from './CheckoutSummary.tsx';
import type { CheckoutSearch } from './checkout-search.ts';
import { ConfirmationStep } from './steps/ConfirmationStep.tsx';
import { ContactStep } from './steps/ContactStep.tsx';
import { DeliveryStep } from './steps/DeliveryStep.tsx';
import { PaymentStep } from './steps/PaymentStep.tsx';
import { RecapStep } from './steps/RecapStep.tsx';
import { StepIndicator } from './steps/StepIndicator.tsx';
import { useSettled } from './use-settled.ts';
import { devInspect } from '../../../dev/inspector.ts';
import { ownPhone } from '../../../domain/phone.ts';
import { EMPTY_CHECKOUT } from '../../../domain/validation/checkout.ts';
import { SAVED_ADDRESSES_MAX } from '../../../domain/validation/saved-address.ts';
import { listAddresses, type SavedAddress } from '../addresses/api.ts';
import { chosenAddress, fillFromSaved, preferredAddress } from './saved-address-choice.ts';

interface Props {
  options: CheckoutOptions;
  lines: SummaryLine[];
  direct: { search: CheckoutSearch } | null;
}

const STEP = { step0: 0, step1: 1, step2: 2, step3: 3, placing: 3, paying: 4, step4: 4 } as const;
// Refusals the shopper can act on get their own words; anything else the generic failure text.
const EXPLAINED = ['OUT_OF_STOCK', 'PAYMENT_PROVIDER_ERROR', 'PAYMENT_UNAVAILABLE', 'CHECKOUT_DISABLED', 'EMAIL_NOT_VERIFIED', 'IDEMPOTENCY_KEY_REUSED', 'TOO_MANY_OPEN_ORDERS', 'TOO_MANY_UNCONFIRMED_UNITS', 'DELIVERY_CITY_NOT_SERVED', 'CASH_ON_DELIVERY_REFUSED'] as const;

/** The five steps of checkout (spec section 2, reading A) with the summary beside them. */
export function CheckoutFlow({ options, lines, direct }: Props) {
  const { t, i18n } = useTranslation();
  const { api, session, cart, notifications } = useAppActors();
  const user = useAppSelector(session, (s) => s.context.session?.user ?? null);
  const [order, setOrder] = useState<Order | null>(null);
  // One key for this checkout (see placeOrder).
  const [idempotencyKey] = useState(() => `checkout-${crypto.randomUUID()}`);
  const navigate = useNavigate();
  const toast = (type: 'info' | 'error', message: string) => notifications.send({ type: 'NOTIFY', notification: { type, message } });
  const [start] = useState(() => ({ data: user ? { firstName: user.firstName, lastName: user.lastName, email: user.email, phone: ownPhone(user.phone) ?? '', ...lastAddress.read(user.id) } : {} }));
  // The account's saved addresses (issue 47); none when they cannot be read: checkout goes on as without.
  const [savedList] = useState(() => (user ? listAddresses(api).catch(() => [] as SavedAddress[]) : Promise.resolve([] as SavedAddress[])));
  const saved = useSettled(savedList, []).value;
  const [state, send] = useMachine(
    checkoutMachine.provide({
      actors: {
        // An unfinished checkout as it was; else a new one starting from the default saved address, if any.
        restore: fromPromise(async () => {
          const unfinished = checkoutStorage.read();
          if (unfinished) return unfinished;
          const preferred = preferredAddress(await savedList);
          if (!preferred) return null;
          const data = { ...EMPTY_CHECKOUT, ...start.data };
          return { step: 0 as const, data: { ...data, ...fillFromSaved(preferred, data) } };
        }),
        placeOrder: fromPromise(async ({ input }) => {
          const placed = await placeOrder(api, orderRequest(input, direct?.search ?? null), { idempotencyKey, lang: languageOf(i18n) });
          setOrder(placed);
          return { orderId: placed._id, paymentUrl: placed.payment.checkoutUrl };
        }),
      },
      actions: {
        save: ({ context }, { step }) => checkoutStorage.write({ step: step as 0 | 1 | 2 | 3, data: context.data }),
        forget: () => checkoutStorage.forget(),
        // The server emptied the cart with the order: read it again.
        clearCart: () => {
          if (!direct) cart.send({ type: 'LOAD' });
        },
        notifyPlacing: () => toast('info', t('checkout.placing')),
        placed: (_, { orderId, data: placedData }) => {
          if (user) lastAddress.write(user.id, placedData);
          // Its toast would cover 'Continuer les Achats'; the order's own address survives a reload.
          const placing = notifications.getSnapshot().context.items.find((item) => item.message === t('checkout.placing'));
          if (placing) notifications.send({ type: 'DISMISS', id: placing.id });
          const lang = languageOf(i18n);
          void navigate({ href: `/checkout?order=${orderId}${lang === 'fr' ? '' : `&lang=${lang}`}`, replace: true });
        },
        notifyFailure: ({ event }) => {
          const error = (event as { error?: unknown }).error;
          const code = error instanceof ApiError ? EXPLAINED.find((c) => c === error.code) : undefined;
          toast('error', code ? t(`checkout.failures.${code}`) : t('checkout.placeError'));
        },
        // Off to the card provider's page; it sends the shopper back to /checkout?order=….
        openPayment: (_, { url }) => window.location.assign(url),
      },
    }),
    { input: start, inspect: devInspect },
  );
  const { data, errors } = state.context;
  const current = state.matches('recovering') || state.matches('resuming') ? 0 : STEP[state.value as keyof typeof STEP];
  const update = (patch: Partial<typeof data>) => send({ type: 'UPDATE', patch });
  const deliveryMethods = useSettled(options.deliveryMethods, []);
  const banks = useSettled(options.banks, []);
  // From the payment step on, the methods are asked again with the phone given: staff may refuse cash on delivery to it.
  const atPayment = current >= 2;
  const withPhone = useMemo(() => (atPayment && data.phone ? paymentMethods(api, data.phone).catch(() => undefined) : Promise.resolve(undefined)), [atPayment, data.phone, api]);
  const paymentChoices = useSettled(withPhone, undefined).value ?? options.paymentMethods;
  const cashOff = paymentChoices.some((m) => m.id === 'cash-on-delivery' && !m.available);
  // A choice of cash made before the number was known to be refused is undone: the shopper chooses again.
  useEffect(() => {
    if (cashOff && data.paymentMethod === 'cash-on-delivery') send({ type: 'UPDATE', patch: { paymentMethod: '' } });
  }, [cashOff, data.paymentMethod, send]);
  const method = deliveryMethods.value.find((m) => m._id === data.deliveryMethodId);
  const shipping = current === 0 || !method ? null : method.data.unitPrice;
  // A new step takes the focus, so keyboard and screen reader users start at its top (not the page's).
  const stepRef = useRef<HTMLDivElement>(null);
  const firstStep = useRef(current);
  useEffect(() => {
    if (current !== firstStep.current) stepRef.current?.focus();
  }, [current]);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 lg:grid-cols-[1fr_22rem]">
      <div ref={stepRef} tabIndex={-1} className="flex flex-col gap-6 outline-none">
        <StepIndicator step={current} recovering={state.matches('recovering')} />
        {state.matches('recovering') && <p role="status">{t('checkout.recovering')}</p>}
        {state.matches('step0') && <ContactStep data={data} errors={errors} onChange={update} saved={saved} />}
        {state.matches('step1') && (
          <DeliveryStep
            data={data}
            errors={errors}
            methods={deliveryMethods.value}
            loading={deliveryMethods.loading}
            onChange={update}
            savedAddress={chosenAddress(data, saved)}
            canSave={saved.length < SAVED_ADDRESSES_MAX}
          />
        )}
        {state.matches('step2') && <PaymentStep data={data} errors={errors} banks={banks.value} banksLoading={banks.loading} methods={paymentChoices} onChange={update} />}
        {(state.matches('step3') || state.matches('placing')) && (
          <RecapStep data={data} lines={lines} direct={Boolean(direct)} method={method} total={orderTotals(lines, shipping ?? 0).total} />
        )}
        {state.matches('step4') && order && <ConfirmationStep order={order} seller={options.seller} />}
        {state.matches('paying') && state.context.paymentUrl && (
          <LoadingStatus>
            <a href={state.context.paymentUrl} className="underline">
              {t('checkout.redirecting')}
            </a>
          </LoadingStatus>
        )}
        {current < 4 && !state.matches('recovering') && (
          <div className="flex flex-wrap gap-3">
            {current > 0 && (
              <Button variant="secondary" onPress={() => send({ type: 'PREVIOUS' })} isDisabled={state.matches('placing')}>
                {t('checkout.previous')}
              </Button>
            )}
            {current < 3 ? (
              <Button onPress={() => send({ type: 'NEXT' })}>{t('checkout.next')}</Button>
            ) : (
              <Button onPress={() => send({ type: 'PLACE' })} isPending={state.matches('placing')}>
                {t('checkout.confirm')}
              </Button>
            )}
          </div>
        )}
      </div>
      {current < 4 && (
        <aside aria-label={t('checkout.summary')} className="print:hidden">
          <CheckoutSummary lines={lines} direct={Boolean(direct)} shipping={shipping} />
        </aside>
      )}
    </div>
  );
}
