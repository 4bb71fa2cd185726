import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { activeFilterCount } from './active-filters.ts';
import type { Facets } from './load-facets.ts';
import { ShopFilters } from './ShopFilters.tsx';
import { ShopSearchBox } from './ShopSearchBox.tsx';
import { PageHeading } from '../pages/PageHeading.tsx';
import { ProductCard } from './ProductCard.tsx';
import { Deferred } from '../../ui/Deferred.tsx';
import type { ShopSearch } from './shop-search.ts';

type ProductPage = components['schemas']['ProductPage'];

export type ListingResult = { ok: true; page: ProductPage } | { ok: false };

interface Props {
  result: ListingResult;
  search: ShopSearch;
  /** Filters; without them (a category's page) the grid stands alone. */
  filters?: { facets: Facets; onChange: (next: ShopSearch) => void };
  /** Heading shown above the grid, e.g. the category's name. */
  subtitle?: string;
}

/**
 * The shop listing: hero with a way down to the products, filters (a sidebar from 768 px, a panel
 * below, which of the two by CSS alone), a grid of 1 to 4 columns, paging of 12, the empty and error
 * texts of the spec.
 */
export function ShopListing({ result, search, filters, subtitle }: Props) {
  const { t } = useTranslation();
  const [panelOpen, setPanelOpen] = useState(false);
  return (
    <>
      <PageHeading title={t('shop.title')}>
        <p>{t('shop.intro')}</p>
        {subtitle && <p className="mt-2 font-semibold">{subtitle}</p>}
        <Button
          variant="secondary"
          className="mt-4"
          onPress={() => document.getElementById('products')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        >
          {t('shop.toProducts')}
        </Button>
      </PageHeading>
      <div className="mx-auto flex max-w-6xl gap-8 px-6 py-10 2xl:max-w-[96rem]">
        {filters && (
          <aside aria-label={t('filters.title')} className="hidden w-[280px] shrink-0 md:block">
            {/* Hydrated once in view: never on a phone, where the sidebar is hidden (its selects and
                sliders took a long task at start-up there). */}
            <Deferred hydrate="near">
              <ShopFilters search={search} facets={filters.facets} onChange={filters.onChange} />
            </Deferred>
          </aside>
        )}
      <section id="products" aria-label={t('shop.title')} className="min-w-0 flex-1 scroll-mt-24">
        {filters && (
          <div className="mb-6 flex flex-col items-start gap-3 md:hidden">
            <div className="w-full">
              <ShopSearchBox value={search.q} onSearch={(q) => filters.onChange({ ...search, q, page: undefined })} />
            </div>
            <Button variant="secondary" onPress={() => setPanelOpen(true)}>
              {t('filters.open')} ({activeFilterCount(search)})
            </Button>
            <Modal title={t('filters.title')} hideTitle isOpen={panelOpen} onOpenChange={setPanelOpen} placement="start">
              <div className="overflow-y-auto">
                <ShopFilters
                  search={search}
                  withSearch={false}
                  facets={filters.facets}
                  onChange={(next) => {
                    filters.onChange(next);
                  }}
                />
              </div>
              <Button className="mt-4" onPress={() => setPanelOpen(false)}>
                {t('filters.show')}
              </Button>
            </Modal>
          </div>
        )}
        {!result.ok ? (
          <p role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
            {t('shop.error')}
          </p>
        ) : result.page.total === 0 ? (
          <div className="flex flex-col items-center gap-3 py-16 text-center">
            <h2 className="font-serif text-2xl">{t('shop.emptyTitle')}</h2>
            <p>{t('shop.emptyText')}</p>
            <ButtonLink to="/shop" search={{}} variant="secondary">
              {t('shop.reset')}
            </ButtonLink>
          </div>
        ) : (
          <>
            <h2 className="mb-6 text-sm font-normal text-olive-800" aria-live="polite">
              {t('shop.results', { count: result.page.total })}
            </h2>
            {/* 1 to 4 columns (spec section 2): the fourth where the filters leave room for it. */}
            <ul className={`grid grid-cols-1 gap-6 sm:grid-cols-2 ${filters ? 'lg:grid-cols-3 2xl:grid-cols-4' : 'lg:grid-cols-3 xl:grid-cols-4'}`}>
              {result.page.products.map((product, index) => (
                // Keyed by the size listed too: a card starts on it, so a new one is a new card.
                <li key={`${product.id}:${product.listedVariantId ?? ''}`}>
                  <ProductCard product={product} eager={index < 4} priority={index === 0} />
                </li>
              ))}
            </ul>
            {result.page.totalPages > 1 && <Pagination page={result.page.page} total={result.page.totalPages} search={search} />}
          </>
        )}
      </section>
      </div>
    </>
  );
}

function Pagination({ page, total, search }: { page: number; total: number; search: ShopSearch }) {
  const { t } = useTranslation();
  const link = 'rounded-full border border-olive-300 px-4 py-2 font-medium hover:bg-olive-100';
  return (
    <nav aria-label={t('shop.pagination')} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 && (
        <Link to="." search={{ ...search, page: page - 1 }} className={link} rel="prev">
          {t('shop.previous')}
        </Link>
      )}
      <span aria-current="page">{t('shop.page', { page, total })}</span>
      {page < total && (
        <Link to="." search={{ ...search, page: page + 1 }} className={link} rel="next">
          {t('shop.next')}
        </Link>
      )}
    </nav>
  );
}
