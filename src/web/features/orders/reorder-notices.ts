import type { TFunction } from 'i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { formatPrice } from '../../../domain/money.ts';

type ReorderLine = components['schemas']['ReorderLine'];

/** What became of each line of an order put back in the cart, as sentences in the page's language. */
export function reorderNotices(lines: ReorderLine[], t: TFunction): { text: string; added: boolean }[] {
  return lines.map((line) => {
    const names = { product: line.productTitle, size: line.size };
    const repriced = line.added > 0 && line.newPrice !== null && line.newPrice !== line.oldPrice ? ` ${t('orderPage.again.repriced', { now: `\u2066${formatPrice(line.newPrice)}\u2069`, then: `\u2066${formatPrice(line.oldPrice)}\u2069` })}` : '';
    switch (line.outcome) {
      case 'added':
        return { text: t('orderPage.again.added', { ...names, count: line.added }) + repriced, added: true };
      case 'short':
        return { text: t('orderPage.again.short', { ...names, added: line.added, ordered: line.ordered }) + repriced, added: line.added > 0 };
      case 'out-of-stock':
        return { text: t('orderPage.again.outOfStock', names), added: false };
      case 'unavailable':
        return { text: t('orderPage.again.unavailable', names), added: false };
    }
  });
}
