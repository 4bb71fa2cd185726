import { Link, type LinkProps } from 'react-aria-components';
import { buttonClass, type Variant } from '../../ui/Button.tsx';

const TEXT = 'rounded text-olive-800 underline underline-offset-2 hover:text-olive-950';
const FOCUS = 'outline-none focus-visible:ring-3 focus-visible:ring-gold-500';

/**
 * A link of the back office: react-aria's, navigating through the router (main.tsx's RouterProvider);
 * underlined text by default, 'plain' for one styled by its caller, or looking like a shop button.
 */
export function AdminLink({ variant, plain, className = '', ...props }: LinkProps & { variant?: Variant; plain?: boolean; className?: string }) {
  const look = variant ? buttonClass(variant, className) : `${plain ? '' : TEXT} ${FOCUS} ${className}`;
  return <Link {...props} className={look} />;
}
