// The PDF catalogue's own words in French (it is made in French and in Arabic).
import { SHOP_EMAIL } from '../../content/shop-contact.ts';

const fr = {
  title: 'Catalogue des huiles',
  subtitle: 'Huile d’olive vierge extra, huile de grignons d’olive et huile de tournesol',
  generated: 'Édition du',
  prices: 'Prix en dirhams (DH), hors TVA 10 %.',
  size: 'Format',
  price: 'Prix HT',
  priceInclVat: 'Prix TTC',
  perLitre: 'Prix au litre HT',
  availability: 'Disponibilité',
  inStock: 'Disponible',
  outOfStock: 'Épuisé',
  contact: `Huileries du Saïss · ${SHOP_EMAIL}`,
  page: 'Page',
};

export default fr;
export type CataloguePdfTexts = typeof fr;
