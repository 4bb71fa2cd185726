import { useAppSelector } from '../../state/use-app-selector.ts';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { ButtonLink } from '../../ui/Button.tsx';
import { PageHeading } from '../pages/PageHeading.tsx';
import type { CheckoutOptions } from './checkout-options.ts';
import { CheckoutClosedModal } from './CheckoutClosedModal.tsx';
import { CheckoutFlow } from './CheckoutFlow.tsx';
import { CheckoutSummary, type SummaryLine } from './CheckoutSummary.tsx';
import type { CheckoutSearch } from './checkout-search.ts';
import { OrderView } from './OrderView.tsx';

type Product = components['schemas']['Product'];

/** The line of a direct purchase, priced from the product as the catalogue gives it now. */
function directLine(product: Product, search: CheckoutSearch): SummaryLine | undefined {
  const variant = product.variants.find((v) => v.id === search.variant);
  if (!variant) return undefined;
  return {
    key: variant.id,
    name: product.name,
    image: variant.image ?? product.image,
    size: variant.size,
    brand: product.brandDisplayName,
    properties: [product.category.label],
    quantity: search.quantity ?? 1,
    unitPrice: variant.price,
  };
}

interface Props {
  search: CheckoutSearch;
  product: Product | null;
  /** false: the shop takes no orders online (reading B's 'under development' notice). */
  enabled: boolean;
  options: CheckoutOptions;
}

/**
 * Checkout: a sign-in first (and back here after it); then the five steps over the cart or the direct
 * purchase; or an order placed already (?order=…, back from the card provider).
 */
export function CheckoutPage({ search, product, enabled, options }: Props) {
  const { t } = useTranslation();
  const { session, cart } = useAppActors();
  const signedIn = useAppSelector(session, (s) => s.matches('authenticated'));
  const cartLines = useAppSelector(cart, (s) => s.context.cart?.items ?? []);
  const direct = product ? directLine(product, search) : undefined;
  const lines: SummaryLine[] = direct
    ? [direct]
    : cartLines.map((item) => ({
        key: item.id,
        name: item.productName,
        image: item.image,
        size: item.size,
        brand: item.brandDisplayName,
        properties: item.itemProperties,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
      }));
  const back = typeof window === 'undefined' ? '/checkout' : `${window.location.pathname}${window.location.search}`;
  return (
    <>
      <PageHeading title={t('checkout.title')}>{!signedIn && enabled && <p>{t('checkout.signInFirst')}</p>}</PageHeading>
      {signedIn && search.order ? (
        <OrderView orderId={search.order} seller={options.seller} />
      ) : !enabled ? (
        <div className="mx-auto max-w-md px-6 py-10">
          <CheckoutClosedModal />
          <CheckoutSummary lines={lines} direct={Boolean(direct)} />
        </div>
      ) : signedIn ? (
        <CheckoutFlow options={options} lines={lines} direct={direct ? { search } : null} />
      ) : (
        <div className="mx-auto grid max-w-5xl gap-8 px-6 py-10 md:grid-cols-[1fr_22rem]">
          <div className="flex flex-col items-start gap-4">
            <div className="flex flex-wrap gap-3">
              <ButtonLink to="/login" search={{ redirect: back }}>
                {t('account.login')}
              </ButtonLink>
              <ButtonLink to="/signup" variant="secondary">
                {t('account.register')}
              </ButtonLink>
            </div>
            <ButtonLink to="/shop" variant="ghost">
              {t('checkout.continue')}
            </ButtonLink>
          </div>
          <CheckoutSummary lines={lines} direct={Boolean(direct)} />
        </div>
      )}
    </>
  );
}
