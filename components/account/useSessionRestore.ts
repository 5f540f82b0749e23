import { useEffect } from 'react';
import { useRouter } from 'next/router';
import { handoffAccepted, handoffCodeIn } from '@/lib/auth/handoff';
import { storedToken } from '@/lib/auth/storedToken';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useAppDispatch } from '@/store';

/**
 * On a tab's first page: a saved token brings its user back (GET /api/user); a failed fetch
 * clears the session (spec section 4). Arrived from another language's domain with a handoff
 * code (#handoff=…) by the site's language menu, the code opens this domain's own session instead
 * (lib/auth/handoff.ts says when it is taken), and leaves the address either way.
 * The account code loads only when there is a token or a code.
 */
export function useSessionRestore(): void {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { locale } = useI18n();
  useEffect(() => {
    const token = storedToken();
    const code = handoffCodeIn(window.location.hash);
    if (code && handoffAccepted(document.referrer, window.location.href, Boolean(token))) {
      void import('@/store/authThunks').then(({ redeemHandoff }) => dispatch(redeemHandoff({ locale, code })));
      return;
    }
    if (!token) return;
    void import('@/store/authThunks').then(({ fetchUser }) => dispatch(fetchUser({ locale, token })));
  }, [dispatch, locale]);
  // The code leaves the address once the router has settled (a built page's first client render
  // replaces the address itself, fragment included, when its query is read).
  useEffect(() => {
    if (router.isReady && handoffCodeIn(window.location.hash)) void router.replace(router.asPath.split('#')[0]!, undefined, { shallow: true, scroll: false });
  }, [router, router.isReady]);
}
