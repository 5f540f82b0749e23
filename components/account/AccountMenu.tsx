import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { AppLink } from '@/components/ui/AppLink';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';
import { ACCOUNT_LINK } from './AccountLinks';

const ITEM = 'block w-full rounded-md px-3 py-2 text-left text-sm font-medium whitespace-nowrap text-night-800 hover:bg-sand-100 hover:text-sunset-700';

/** Where a signed-in traveller goes from the header (spec: profile and affiliate functions). */
const ACCOUNT_PAGES = [
  { href: '/Profile', key: 'profile' },
  { href: '/Profile#bookings', key: 'bookings' },
  { href: '/Dashboard', key: 'dashboard' },
  { href: '/AffiliateLink', key: 'affiliateLink' },
] as const;

/** The first letter of a name, for the round badge that stands for a missing picture. */
const initial = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

/**
 * A signed-in traveller's picture and name, opening a small menu: profile, affiliate dashboard
 * and link, and "Log out". One button keeps the header on one line at 1280 px in every language,
 * however long the name. Loaded by AccountLinks once someone is signed in.
 */
export default function AccountMenu() {
  const { t, locale } = useI18n();
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { user, avatar } = useAppSelector(selectAuth);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const outside = (e: PointerEvent) => !box.current?.contains(e.target as Node) && close();
    // Escape from inside the menu takes the focus back to its button (walked: to nothing, the item being hidden).
    const escape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (box.current?.contains(document.activeElement)) trigger.current?.focus();
      close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    router.events.on('routeChangeStart', close);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
      router.events.off('routeChangeStart', close);
    };
  }, [open, router.events]);

  if (!user) return null;
  const logout = async () => {
    setOpen(false);
    const { logout: end } = await import('@/store/authThunks');
    await dispatch(end({ locale }));
  };
  return (
    <div ref={box} className="relative min-w-0 max-xl:flex-1">
      <button
        ref={trigger}
        type="button"
        // From 1280 px to 1536 px the row has no room for a name (German, French): the picture or
        // the initial stands for it there, the name stays for screen readers and in the tooltip.
        className={`${ACCOUNT_LINK} flex max-w-full items-center gap-1.5 2xl:max-w-48`}
        title={user.name}
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen((v) => !v)}
        data-testid="account-menu"
      >
        {/* Decorative: the name beside it says whose it is. */}
        {avatar ? (
          <img src={avatar} alt="" width={28} height={28} className="h-7 w-7 shrink-0 rounded-full object-cover" data-testid="account-avatar" />
        ) : (
          <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-acacia-700 text-xs font-semibold text-white">
            {initial(user.name)}
          </span>
        )}
        <span className="truncate xl:sr-only 2xl:not-sr-only" data-testid="account-name">{user.name}</span>
        <span aria-hidden className="shrink-0 text-xs">▾</span>
      </button>
      <ul id="account-menu" hidden={!open} className="z-50 mt-1 min-w-48 rounded-lg border border-sand-200 bg-white p-1 shadow-lg xl:absolute xl:right-0">
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.key}>
            <AppLink href={page.href} className={ITEM} aria-current={router.pathname === page.href ? 'page' : undefined}>
              {t(`common.nav.${page.key}`)}
            </AppLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={logout} className={ITEM} data-testid="logout">{t('common.nav.logout')}</button>
        </li>
      </ul>
    </div>
  );
}
