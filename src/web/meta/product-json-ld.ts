import type { components } from '../../../openapi/schema.d.ts';
import { productImageUrl } from '../../domain/images.ts';
import { priceWithVat } from '../../domain/money.ts';
import { shownRating } from '../../domain/rating.ts';

type Product = components['schemas']['Product'];

// The catalogue's prices are HT; an offer gives what the buyer pays, with the 10 % VAT, and says so.
const amount = (centimes: number) => (priceWithVat(centimes) / 100).toFixed(2);

/**
 * schema.org Product: the price of the size shown first, the range of all sizes, in MAD including VAT
 * (the TTC the page shows beside each HT price), and availability.
 */
export function productJsonLd(product: Product, publicUrl: string): object {
  const prices = product.variants.map((v) => v.price);
  const lowest = prices.length ? Math.min(...prices) : product.price;
  // The rating the page shows, not the catalogue's own figure beside it.
  const rating = shownRating(product);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.slug,
    image: product.images.map((image) => `${publicUrl}${productImageUrl(image.imageId, 800, 'jpeg')}`),
    brand: { '@type': 'Brand', name: product.brandName },
    category: product.category.label,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'MAD',
      lowPrice: amount(lowest),
      highPrice: amount(prices.length ? Math.max(...prices) : product.price),
      offerCount: product.variants.length,
      price: amount(product.price),
      priceSpecification: { '@type': 'PriceSpecification', price: amount(product.price), priceCurrency: 'MAD', valueAddedTaxIncluded: true },
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${publicUrl}/produits/${product.slug}`,
    },
    ...(rating ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.rating, reviewCount: rating.count } } : {}),
  };
}
