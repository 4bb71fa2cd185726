import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes, type Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useHydrated } from './use-hydrated.ts';

export type Variant = 'primary' | 'secondary' | 'ghost' | 'icon' | 'light';

const base =
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors duration-150 outline-none ' +
  'focus-visible:ring-3 focus-visible:ring-gold-500 focus-visible:ring-offset-2 focus-visible:ring-offset-cream-50 ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<Variant, string> = {
  primary: 'rounded-full bg-olive-800 px-5 py-2.5 text-cream-50 hover:bg-olive-900 pressed:bg-olive-950',
  secondary: 'rounded-full border border-olive-800 px-5 py-2.5 text-olive-900 hover:bg-olive-100',
  ghost: 'rounded-full px-3 py-2 text-olive-900 hover:bg-olive-100',
  icon: 'relative size-11 rounded-full text-olive-900 hover:bg-olive-100',
  light: 'rounded-full bg-cream-50 px-5 py-2.5 text-olive-900 hover:bg-white',
};

export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`;
}

export interface ButtonProps extends AriaButtonProps {
  variant?: Variant;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** Every button of the shop: react-aria's, so press, focus and keyboard behave the same everywhere. */
export function Button({ variant = 'primary', className = '', ...props }: ButtonProps) {
  return <AriaButton {...props} className={buttonClass(variant, className)} />;
}

/**
 * A form's submit button: disabled until the page is hydrated, so a form the server rendered is never
 * sent by the browser itself (a sign-in's password in the address) before the app can send it.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type'>) {
  return <Button {...props} type="submit" isDisabled={!useHydrated() || props.isDisabled} />;
}

interface StyledAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: Variant;
}

const StyledAnchor = forwardRef<HTMLAnchorElement, StyledAnchorProps>(function StyledAnchor(
  { variant = 'primary', className = '', ...props },
  ref,
) {
  // The link's text comes in props.children.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return <a ref={ref} {...props} className={buttonClass(variant, className)} />;
});

/** A router link that looks like a button. */
export const ButtonLink: LinkComponent<typeof StyledAnchor> = createLink(StyledAnchor);
