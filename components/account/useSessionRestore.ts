import { useEffect } from 'react';
import { storedToken } from '@/lib/auth/storedToken';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useAppDispatch } from '@/store';

/**
 * On a tab's first page: a saved token brings its user back (GET /api/user); a failed fetch
 * clears the session (spec section 4). The account code loads only when there is a token.
 */
export function useSessionRestore(): void {
  const dispatch = useAppDispatch();
  const { locale } = useI18n();
  useEffect(() => {
    const token = storedToken();
    if (!token) return;
    void import('@/store/authThunks').then(({ fetchUser }) => dispatch(fetchUser({ locale, token })));
  }, [dispatch, locale]);
}
