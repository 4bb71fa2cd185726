import { useTranslation } from 'react-i18next';
import { VOLUME_PRESETS, VOLUME_STEP_ML, formatVolume } from '../../../domain/volume.ts';
import { Button } from '../../ui/Button.tsx';
import { RangeSlider } from '../../ui/RangeSlider.tsx';
import { SelectField } from '../../ui/Select.tsx';
import { activeFilterCount, PRICE_RANGE, VOLUME_RANGE } from './active-filters.ts';
import type { Facets } from './load-facets.ts';
import { SORTS, type ShopSearch } from './shop-search.ts';
import { ShopSearchBox } from './ShopSearchBox.tsx';

const ALL = '*';

interface Props {
  search: ShopSearch;
  facets: Facets;
  onChange: (next: ShopSearch) => void;
  /** The text search too (a phone has it on the page itself, above the filter button). */
  withSearch?: boolean;
}

/** Search, category, brand, price and volume ranges, sort, reset (spec section 2). */
export function ShopFilters({ search, facets, onChange, withSearch = true }: Props) {
  const { t } = useTranslation();
  // Any change starts again from the first page.
  const set = (changes: Partial<ShopSearch>) => onChange({ ...search, ...changes, page: undefined });
  const count = activeFilterCount(search);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-serif text-xl">{t('filters.title')}</h2>
        <span aria-live="polite" className="text-sm text-olive-800">
          {t('filters.active', { count })}
        </span>
      </div>
      {withSearch && <ShopSearchBox value={search.q} onSearch={(q) => set({ q })} />}
      <SelectField
        label={t('filters.category')}
        selectedKey={search.category ?? ALL}
        onChange={(key) => set({ category: key === ALL ? undefined : key })}
        options={[{ id: ALL, label: t('filters.allCategories') }, ...facets.categories.map((c) => ({ id: c.value, label: c.label }))]}
      />
      <SelectField
        label={t('filters.brand')}
        selectedKey={search.brand ?? ALL}
        onChange={(key) => set({ brand: key === ALL ? undefined : key })}
        options={[{ id: ALL, label: t('filters.allBrands') }, ...facets.brands.map((b) => ({ id: b.value, label: b.label }))]}
      />
      <RangeSlider
        label={t('filters.price')}
        thumbLabels={[t('filters.priceMin'), t('filters.priceMax')]}
        min={PRICE_RANGE[0]}
        max={PRICE_RANGE[1]}
        step={10}
        value={[search.minPrice ?? PRICE_RANGE[0], search.maxPrice ?? PRICE_RANGE[1]]}
        format={(dh) => `${dh} DH`}
        onChangeEnd={([min, max]) => set({ minPrice: min === PRICE_RANGE[0] ? undefined : min, maxPrice: max === PRICE_RANGE[1] ? undefined : max })}
      />
      <div className="flex flex-col gap-2">
        <RangeSlider
          label={t('filters.volume')}
          thumbLabels={[t('filters.volumeMin'), t('filters.volumeMax')]}
          min={VOLUME_RANGE[0]}
          max={VOLUME_RANGE[1]}
          step={VOLUME_STEP_ML}
          value={[search.minVolume ?? VOLUME_RANGE[0], search.maxVolume ?? VOLUME_RANGE[1]]}
          format={formatVolume}
          onChangeEnd={([min, max]) =>
            set({ minVolume: min === VOLUME_RANGE[0] ? undefined : min, maxVolume: max === VOLUME_RANGE[1] ? undefined : max })
          }
        />
        <div className="flex flex-wrap gap-1.5">
          {(Object.entries(VOLUME_PRESETS) as [keyof typeof VOLUME_PRESETS, readonly [number, number]][]).map(([name, [min, max]]) => (
            <Button
              key={name}
              variant="secondary"
              className="!px-3 !py-1 text-xs"
              onPress={() => set({ minVolume: min === VOLUME_RANGE[0] ? undefined : min, maxVolume: max === VOLUME_RANGE[1] ? undefined : max })}
            >
              {t(`filters.presets.${name}`)}
            </Button>
          ))}
        </div>
      </div>
      <SelectField
        label={t('filters.sort')}
        selectedKey={search.sort ?? 'featured'}
        onChange={(key) => set({ sort: key === 'featured' ? undefined : (key as ShopSearch['sort']) })}
        options={SORTS.map((sort) => ({ id: sort, label: t(`filters.sorts.${sort}`) }))}
      />
      <Button
        variant="ghost"
        isDisabled={count === 0 && !search.sort}
        onPress={() => onChange({})}
      >
        {t('filters.reset')}
      </Button>
    </div>
  );
}
