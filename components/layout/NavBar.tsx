import { useEffect, useRef, useState } from 'react';
import { useHeightVariable } from '@/lib/useHeightVariable';
import { useMounted } from '@/lib/forms/useMounted';
import { SITE } from '@/config/site';
import { AppLink } from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import { useT } from '@/lib/i18n/I18nProvider';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { AccountLinks } from '@/components/account/AccountLinks';
import { WishlistCountBadge, WishlistNavLink } from '@/components/wishlist/WishlistNavLink';
import { BrandMark } from './BrandMark';
import { HeaderSearch } from './HeaderSearch';
import { NAV_LINKS } from './navLinks';

/** The menu bar's height at every width, as globals.css assumes it (`var(--nav-height, 66px)`). */
export const NAV_HEIGHT = 66;

/** Logo, main links and the quote call to action; a toggled menu below 1280 px (with the site search), where they do not fit in a row. */
export function NavBar() {
  const t = useT();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  useHeightVariable(bar, '--nav-height', NAV_HEIGHT);

  // Before the page's scripts run, the toggle is a plain link to #main-menu, which CSS shows
  // (globals.css, :target). A menu opened that way stays open once React takes over; the address
  // loses its #main-menu so that the menu's own state rules from then on.
  const mounted = useMounted();
  useEffect(() => {
    if (window.location.hash !== '#main-menu') return;
    setOpen(true);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  const isCurrent = (href: string) => (href === '/' ? router.pathname === '/' : router.asPath.startsWith(href));

  return (
    <nav aria-label={t('common.nav.label')} className="sticky top-0 z-40 border-b border-sand-200 bg-sand-50/95 backdrop-blur">
      <div ref={bar} className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        {/* The name read out holds the brand it shows (WCAG 2.5.3), then where the link goes. */}
        <AppLink href="/" className="shrink-0 text-night-900" aria-label={`${SITE.brand}, ${t('common.nav.home')}`}>
          <BrandMark />
        </AppLink>
        {/* A button to everyone; a link only for a tap made before the scripts run (see above). */}
        <a
          ref={toggle}
          href="#main-menu"
          role="button"
          className="relative rounded-md p-2 text-night-900 hover:bg-sand-100 xl:hidden"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? t('common.nav.closeMenu') : t('common.nav.openMenu')}
          onClick={(e) => {
            e.preventDefault();
            setOpen((v) => !v);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpen(false);
            // A button opens with the space bar too.
            if (e.key === ' ') {
              e.preventDefault();
              setOpen((v) => !v);
            }
          }}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          {/* Below 1280 px the header's heart is inside the menu: its count shows on the menu button. */}
          {open ? null : <WishlistCountBadge testId="wishlist-menu-count" />}
        </a>
        <div
          id="main-menu"
          // Escape anywhere in the open phone menu closes it and goes back to its button (walked:
          // only on the button itself); the account menu inside closes first on its own Escape.
          onKeyDown={(e) => {
            if (e.key !== 'Escape' || !open || (e.target as HTMLElement).closest('#account-menu, [aria-controls="account-menu"][aria-expanded="true"]')) return;
            setOpen(false);
            toggle.current?.focus();
          }}
          data-scripted={mounted ? '' : undefined}
          className={`${open ? 'flex' : 'hidden'} xl:flex nav-menu`}
        >
          {/* Only while open: the menu opens with JavaScript alone, so the form is never sent
              in a page's HTML (the wide screens' bar has its own). */}
          {open ? (
            <div className="pt-3 pb-1 xl:hidden">
              <HeaderSearch id="menu-search" variant="menu" />
            </div>
          ) : null}
          <ul className="flex flex-col xl:flex-row xl:items-center">
            {NAV_LINKS.map((link) => (
              <li key={link.key}>
                <AppLink
                  href={link.href}
                  aria-current={isCurrent(link.href) ? 'page' : undefined}
                  className="nav-link"
                >
                  {t(`common.nav.${link.key}`)}
                </AppLink>
              </li>
            ))}
          </ul>
          {/* Below 1280 px the row wraps: the quote button takes a line of its own and a long
              name is cut short, so that no language or name runs out of a 320 px screen. */}
          <div className="mt-2 flex flex-wrap items-center gap-2 xl:mt-0 xl:ml-2 xl:flex-nowrap">
            <WishlistNavLink className="rounded-md p-2 text-night-800 hover:bg-sand-100 hover:text-sunset-700" />
            <AccountLinks />
            <AppLink href="/Quote" className="nav-quote">
              {t('common.nav.quote')}
            </AppLink>
          </div>
        </div>
      </div>
    </nav>
  );
}
