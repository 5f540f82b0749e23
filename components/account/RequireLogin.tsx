import { useEffect, useState, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { storedToken } from '@/lib/auth/storedToken';
import { useT } from '@/lib/i18n/I18nProvider';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';
import type { UserDto } from '@/server/auth/dto';

type Props = { children: (session: { user: UserDto; token: string }) => ReactNode };

/**
 * The body of a page for logged-in users (Profile, AffiliateLink, Dashboard): a visitor without a
 * session, or whose saved session the server refused, goes to /Login and comes back here after
 * logging in. While the saved session is being checked, a short status line shows instead.
 */
export function RequireLogin({ children }: Props) {
  const t = useT();
  const router = useRouter();
  const { user, token, settled } = useAppSelector(selectAuth);
  // Read after hydration: the server never knows whether this browser holds a token.
  const [saved, setSaved] = useState<boolean | null>(null);

  useEffect(() => {
    setSaved(storedToken() !== null);
  }, [user, token, settled]);

  useEffect(() => {
    // No saved token, or the saved one was refused (settled without a user): log in first.
    if ((saved === false || (settled && !token)) && router.isReady) {
      void router.replace({ pathname: '/Login', query: { next: router.asPath } });
    }
  }, [saved, token, router]);

  if (user && token) return <>{children({ user, token })}</>;
  return (
    <p role="status" className="text-night-600">
      {saved === false ? t('account.guard.redirecting') : t('account.guard.checking')}
    </p>
  );
}
