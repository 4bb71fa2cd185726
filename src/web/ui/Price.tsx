import { formatPrice } from '../../domain/money.ts';

/** A price in centimes as '119.00 DH', kept left-to-right inside Arabic text. */
export function Price({ centimes, className = '', strike = false }: { centimes: number | null | undefined; className?: string; strike?: boolean }) {
  const Tag = strike ? 's' : 'span';
  return (
    <Tag dir="ltr" className={`inline-block ${className}`}>
      {formatPrice(centimes)}
    </Tag>
  );
}
