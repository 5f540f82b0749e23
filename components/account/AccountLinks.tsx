import { useEffect, useState, type ComponentType } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';
import { useSessionRestore } from './useSessionRestore';

export const ACCOUNT_LINK = 'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-night-800 hover:bg-sand-100 xl:px-2';

/** Kept once loaded, for the pages that follow. */
let loadedMenu: ComponentType | null = null;

/**
 * "Log in" for visitors (what every page's HTML shows); once someone is signed in, their account
 * menu, whose code loads only then (components/account/AccountMenu.tsx).
 */
export function AccountLinks() {
  const t = useT();
  const { user } = useAppSelector(selectAuth);
  const [Menu, setMenu] = useState<ComponentType | null>(() => loadedMenu);
  useSessionRestore();

  useEffect(() => {
    if (!user || Menu) return;
    let live = true;
    void import('./AccountMenu').then((m) => {
      loadedMenu = m.default;
      if (live) setMenu(() => m.default);
    });
    return () => {
      live = false;
    };
  }, [user, Menu]);

  if (!user) return <AppLink href="/Login" className={ACCOUNT_LINK}>{t('common.nav.login')}</AppLink>;
  return Menu ? <Menu /> : null;
}
