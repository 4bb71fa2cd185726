import { createFileRoute, notFound } from '@tanstack/react-router';
import { listCategories } from '../../features/catalogue/api.ts';
import { loadListing } from '../../features/catalogue/load-listing.ts';
import { ShopListing } from '../../features/catalogue/ShopListing.tsx';
import { shopSearchSchema } from '../../features/catalogue/shop-search.ts';
import { languageOf } from '../../i18n/index.ts';
import { type HeadOf, pageHead, pageMeta } from '../../meta/page-head.ts';

// The shop filtered by one category, by id (olive-oil) or lowercased name; another name is not a page.
export const Route = createFileRoute('/categories/$id')({
  validateSearch: shopSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, params }) => {
    const lang = languageOf(context.i18n);
    const key = params.id.toLowerCase();
    const [listing, categories] = await Promise.all([
      loadListing(context.api, { ...deps, category: params.id }, lang),
      listCategories(context.api, lang),
    ]);
    const category = categories?.find((c) => c.id === key || c.name === key);
    if (categories && !category) throw notFound();
    return { listing, category: category && { id: category.id, label: category.label } };
  },
  head: ({ match, loaderData }: HeadOf & { match: { params: { id: string } }; loaderData?: { category?: { id: string; label: string } } }) => {
    const category = loaderData?.category;
    const shop = pageMeta(match.context.i18n, 'shop');
    return pageHead(match.context, {
      title: category?.label ?? shop.title,
      description: shop.description,
      path: `/categories/${category?.id ?? match.params.id}`,
    });
  },
  component: function Category() {
    const { listing, category } = Route.useLoaderData();
    return <ShopListing result={listing} search={Route.useSearch()} subtitle={category?.label} />;
  },
});
