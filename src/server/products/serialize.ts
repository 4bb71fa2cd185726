import type { components } from '../../../openapi/schema.d.ts';
import { brandLogoPath } from '../../domain/brand-logo.ts';
import { productImageUrl } from '../../domain/images.ts';
import type { Locale } from '../../domain/locale.ts';
import type { DetailValue, LocalizedText } from '../db/schema.ts';
import type { BrandRow, CatalogueProduct, CategoryRow, VariantRow } from './snapshot.ts';

type S = components['schemas'];

const BRAND_ICONS: Record<string, S['Brand']['icon']> = {
  'olive-oil': 'olive',
  'olive-pomace-oil': 'drop',
  'sunflower-oil': 'sunflower',
};

export function toCategoryRef(category: CategoryRow, lang: Locale): S['CategoryRef'] {
  return { id: category.id, name: category.name, label: category.label[lang] };
}

export function toBrandRef(brand: BrandRow, lang: Locale): S['BrandRef'] {
  return { id: brand.id, name: brand.name, displayName: brand.displayName[lang], logo: brandLogoPath(brand.id, lang) };
}

export function toBrand(brand: BrandRow, category: CategoryRow, productCount: number, lang: Locale): S['Brand'] {
  const pick = (list: LocalizedText[], l: Locale) => list.map((text) => text[l]);
  return {
    id: brand.id,
    name: brand.name,
    displayName: brand.displayName[lang],
    displayNameAr: brand.displayName.ar,
    icon: BRAND_ICONS[brand.categoryId] ?? 'bottle',
    type: brand.type[lang],
    typeAr: brand.type.ar,
    description: brand.description[lang],
    descriptionAr: brand.description.ar,
    characteristics: pick(brand.characteristics, lang),
    characteristicsAr: pick(brand.characteristics, 'ar'),
    usage: pick(brand.usage, lang),
    usageAr: pick(brand.usage, 'ar'),
    logo: brandLogoPath(brand.id, lang === 'ar' ? 'fr' : lang),
    logoAr: brandLogoPath(brand.id, 'ar'),
    category: toCategoryRef(category, lang),
    productCount,
  };
}

export function toVariant(variant: VariantRow): S['Variant'] {
  return {
    id: variant.id,
    size: variant.size,
    price: variant.priceCentimes,
    originalPrice: variant.originalPriceCentimes,
    stock: variant.stock,
    inStock: variant.stock > 0,
    volumeMl: variant.volumeMl,
    image: variant.imageId,
    isDefault: variant.isDefault,
  };
}

export function toSummary(product: CatalogueProduct, lang: Locale): S['ProductSummary'] {
  const { row, brand, category, defaultVariant } = product;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name[lang],
    brand: toBrandRef(brand, lang),
    brandName: brand.name,
    brandDisplayName: brand.displayName[lang],
    category: toCategoryRef(category, lang),
    featured: row.featured,
    currency: 'MAD',
    image: product.images[0]?.id ?? null,
    price: defaultVariant?.priceCentimes ?? 0,
    originalPrice: defaultVariant?.originalPriceCentimes ?? null,
    inStock: product.variants.some((v) => v.stock > 0),
    rating: product.rating,
    reviewCount: product.reviewCount,
    variants: product.variants.map(toVariant),
  };
}

function detailValue(value: DetailValue, lang: Locale): S['DetailValue'] {
  return 'icon' in value ? { icon: value.icon, text: value.text[lang] } : value[lang];
}

export function toProduct(product: CatalogueProduct, related: CatalogueProduct[], lang: Locale): S['Product'] {
  const { row } = product;
  return {
    ...toSummary(product, lang),
    images: product.images.map((image) => ({
      imageId: image.id,
      url: productImageUrl(image.id),
      variant: image.variantSize,
      alt: image.alt[lang],
    })),
    description: row.description[lang],
    features: row.features.map((f) => ({ name: f.name[lang], value: typeof f.value === 'boolean' ? f.value : f.value[lang] })),
    benefits: row.benefits.map((b) => b[lang]),
    nutritionalInfo: Object.fromEntries(row.nutritionalInfo.map((d) => [d.key[lang], detailValue(d.value, lang)])),
    reviews: product.reviews.map((r) => ({
      id: r.id,
      author: r.author,
      rating: r.rating,
      comment: r.comment,
      date: r.date,
      verified: r.verified,
    })),
    relatedProducts: related.map((p) => toSummary(p, lang)),
  };
}
