import { Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button.tsx';
import { useAdmin, useStaff } from '../context.tsx';
import { type AdminKey, useAdminText } from '../i18n/index.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { navigateTo, useAdminRouter } from '../root-routes.tsx';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const NAV: { href: string; key: AdminKey; ownerOnly?: boolean }[] = [
  { href: '/admin/dashboard', key: 'nav.dashboard', ownerOnly: true },
  { href: '/admin/confirm', key: 'nav.confirm' },
  { href: '/admin/orders', key: 'nav.orders' },
  { href: '/admin/catalogue', key: 'nav.catalogue' },
  { href: '/admin/couriers', key: 'nav.couriers' },
  { href: '/admin/cash', key: 'nav.cash' },
  { href: '/admin/leads', key: 'nav.leads' },
  { href: '/admin/reviews', key: 'nav.reviews' },
  { href: '/admin/staff', key: 'nav.staff', ownerOnly: true },
  { href: '/admin/audit', key: 'nav.audit', ownerOnly: true },
];

/** The signed-in back office: header (name, language, who, sign out), navigation, then the screen. */
export function Shell() {
  const { t } = useAdminText();
  const { api, session } = useAdmin();
  const staff = useStaff();
  const router = useAdminRouter();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const nav = useRef<HTMLUListElement>(null);
  // The current screen's entry in view, when the row scrolls sideways.
  useEffect(() => {
    const list = nav.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) list.scrollLeft += current.getBoundingClientRect().left - list.getBoundingClientRect().left - 8;
  }, [path]);
  const signOut = async () => {
    await api.logOut();
    session.signedOut();
    await navigateTo(router, '/admin/login', { signedOut: true });
  };
  return (
    <div className="min-h-dvh">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2">
        {t('app.skip')}
      </a>
      <header className="border-b border-olive-100 bg-white print:hidden">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Brand />
          <div className="ms-auto flex flex-wrap items-center gap-2">
            <LanguageSwitch />
            {staff ? (
              <span className="hidden text-sm md:inline">
                <bdi>{t('app.signedInAs', { email: staff.email })}</bdi> · {t(`role.${staff.role}`)}
              </span>
            ) : null}
            <Button variant="secondary" className="px-4! py-1.5! text-sm" onPress={() => void signOut()}>
              {t('app.signOut')}
            </Button>
          </div>
        </div>
        <nav aria-label={t('app.navigation')} className="mx-auto max-w-6xl px-2">
          {/* On a phone the entries scroll sideways in one row, rather than wrap into four. */}
          <ul ref={nav} className="flex gap-1 overflow-x-auto pb-2 md:flex-wrap">
            {NAV.filter((item) => !item.ownerOnly || staff?.role === 'owner').map((item) => {
              const current = path === item.href || path.startsWith(`${item.href}/`);
              return (
                <li key={item.href} className="shrink-0">
                  <AdminLink
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    plain
                    className={`block rounded-full px-4 py-2 text-sm font-semibold ${current ? 'bg-olive-800 text-cream-50 hover:text-cream-50' : 'text-olive-900 hover:bg-olive-100'}`}
                  >
                    {t(item.key)}
                  </AdminLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none print:p-0">
        <Outlet />
      </main>
    </div>
  );
}
