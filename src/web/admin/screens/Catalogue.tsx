import type { AdminRouter } from '../router.tsx';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { components } from '../../../../openapi/schema.d.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { useAdminText } from '../i18n/index.ts';
import { NumberInput } from '../ui/NumberInput.tsx';
import { Screen } from '../ui/Screen.tsx';
import { Alert, Status } from '../ui/Status.tsx';
import { FlagSwitch } from '../ui/FlagSwitch.tsx';
import { catalogueRoute } from '../routes.ts';

type Product = components['schemas']['AdminProduct'];
type Variant = components['schemas']['AdminVariant'];
type VariantUpdate = components['schemas']['AdminVariantUpdate'];
type Field = keyof VariantUpdate;

const toDirhams = (centimes: number | null) => (centimes === null ? NaN : centimes / 100);
const toCentimes = (dirhams: number) => Math.round(dirhams * 100);

/** Every product with its sizes: price, struck-through price, stock and low-stock alert per size, and its published and featured flags. */
export function Catalogue() {
  const { t } = useAdminText();
  const loaded = catalogueRoute.useLoaderData<AdminRouter>();
  const [products, setProducts] = useState(loaded);
  const [filter, setFilter] = useState('');
  const [announce, setAnnounce] = useState<string>();
  const replace = (product: Product) => setProducts((all) => all.map((p) => (p.id === product.id ? product : p)));
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? products.filter((p) => `${p.name} ${p.brand}`.toLocaleLowerCase().includes(needle)) : products;
  return (
    <Screen title={t('catalogue.title')}>
      <p className="mb-4">{t('catalogue.intro')}</p>
      <TextField label={t('catalogue.filter')} type="search" value={filter} onChange={setFilter} className="mb-4 max-w-sm" />
      <Status className="sticky top-2 z-10 mb-4">{announce}</Status>
      <div className="flex flex-col gap-4">
        {shown.map((product) => (
          <ProductCard key={product.id} product={product} onSaved={(next, text) => { replace(next); setAnnounce(text); }} />
        ))}
      </div>
    </Screen>
  );
}

function ProductCard({ product, onSaved }: { product: Product; onSaved: (product: Product, text: string) => void }) {
  const { t } = useAdminText();
  const { api } = useAdmin();
  const [error, setError] = useState<string>();
  const headingId = `product-${product.id}`;
  const toggle = async (flag: 'featured' | 'published', on: boolean) => {
    setError(undefined);
    try {
      onSaved(await api.setProductFlag(product.id, flag, on), t(`catalogue.${flag}${on ? 'On' : 'Off'}`, { product: product.name }));
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-serif text-lg font-semibold">
          {product.name} <span className="font-sans text-sm font-normal text-olive-700">· {product.brand}</span>
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          <FlagSwitch isSelected={product.published} onChange={(on) => void toggle('published', on)} label={t('catalogue.published')} />
          <FlagSwitch isSelected={product.featured} onChange={(on) => void toggle('featured', on)} label={t('catalogue.featured')} />
        </div>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <div className="flex flex-col divide-y divide-olive-100">
        {product.variants.map((variant) => (
          <VariantRow key={`${variant.id} ${variant.price} ${variant.originalPrice} ${variant.stock} ${variant.lowStockThreshold}`} product={product} variant={variant} onSaved={onSaved} />
        ))}
      </div>
    </section>
  );
}

function VariantRow({ product, variant, onSaved }: { product: Product; variant: Variant; onSaved: (product: Product, text: string) => void }) {
  const { t } = useAdminText();
  const { api } = useAdmin();
  const [price, setPrice] = useState(toDirhams(variant.price));
  const [original, setOriginal] = useState(toDirhams(variant.originalPrice));
  const [stock, setStock] = useState(variant.stock);
  const [threshold, setThreshold] = useState(variant.lowStockThreshold ?? NaN);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const next: Partial<Record<Field | 'form', string>> = {};
    if (!Number.isFinite(price) || price < 0) next.price = t('catalogue.invalid');
    if (!Number.isInteger(stock) || stock < 0) next.stock = t('catalogue.invalid');
    if (Number.isFinite(threshold) && (!Number.isInteger(threshold) || threshold < 0)) next.lowStockThreshold = t('catalogue.invalid');
    setErrors(next);
    if (Object.keys(next).length) return;
    const body: VariantUpdate = {};
    if (toCentimes(price) !== variant.price) body.price = toCentimes(price);
    const originalPrice = Number.isFinite(original) && original > 0 ? toCentimes(original) : null;
    if (originalPrice !== variant.originalPrice) body.originalPrice = originalPrice;
    if (stock !== variant.stock) body.stock = stock;
    // Empty: no alert for this size.
    const lowStockThreshold = Number.isFinite(threshold) ? threshold : null;
    if (lowStockThreshold !== variant.lowStockThreshold) body.lowStockThreshold = lowStockThreshold;
    if (Object.keys(body).length === 0) return;
    setBusy(true);
    const result = await api.updateVariant(variant.id, body).catch((failure: unknown) => ({ failure }));
    setBusy(false);
    if ('failure' in result) return setErrors({ form: errorText(t, result.failure) });
    if ('product' in result) return onSaved(result.product, t('catalogue.saved', { product: product.name, size: variant.size }));
    // The server's refusal, next to the field it names, in the staff member's words.
    const shown: Partial<Record<Field | 'form', string>> = {};
    for (const name of result.refused) {
      if (name === 'originalPrice') shown.originalPrice = t('catalogue.originalAbove');
      else if (name === 'price' || name === 'stock' || name === 'lowStockThreshold') shown[name] = t('catalogue.invalid');
    }
    setErrors(Object.keys(shown).length ? shown : { form: errorText(t, result.error) });
  };

  return (
    <Form
      aria-label={`${product.name} ${variant.size}`}
      className="grid grid-cols-2 items-start gap-3 py-3 sm:grid-cols-[5rem_1fr_1fr_1fr_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      validationBehavior="aria"
    >
      <p className="col-span-2 self-center font-semibold sm:col-span-1">
        <bdi>{variant.size}</bdi>
      </p>
      <NumberInput label={t('catalogue.price')} value={price} onChange={setPrice} minValue={0} formatOptions={{ maximumFractionDigits: 2 }} errorMessage={errors.price} />
      <NumberInput label={t('catalogue.originalPrice')} value={original} onChange={setOriginal} minValue={0} formatOptions={{ maximumFractionDigits: 2 }} errorMessage={errors.originalPrice} />
      <NumberInput label={t('catalogue.stock')} value={stock} onChange={setStock} minValue={0} step={1} formatOptions={{ maximumFractionDigits: 0 }} errorMessage={errors.stock} />
      <NumberInput label={t('catalogue.threshold')} value={threshold} onChange={setThreshold} minValue={0} step={1} formatOptions={{ maximumFractionDigits: 0 }} errorMessage={errors.lowStockThreshold} />
      <Button type="submit" variant="secondary" isDisabled={busy} aria-label={t('catalogue.saveVariant', { size: `${product.name} ${variant.size}` })} className="self-end sm:mb-0">
        {t('app.save')}
      </Button>
      {errors.form ? (
        <div className="col-span-2 sm:col-span-6">
          <Alert>{errors.form}</Alert>
        </div>
      ) : null}
    </Form>
  );
}
