/** The header's navigation (spec section 2): Home, Shop, About. */
export const NAV_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/shop', key: 'nav.shop' },
  { to: '/about', key: 'nav.about' },
] as const;
