import { useEffect, useState } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';

export type Membership = 'loading' | 'member' | 'none' | 'error';

/**
 * Whether the signed-in user has joined the programme: asked once (POST /api/getAffiliate) unless
 * the auth state already holds the affiliate id. `retry` asks again after a failure.
 */
export function useMembership() {
  const { locale } = useI18n();
  const dispatch = useAppDispatch();
  const { user, affiliateId, affiliateLink } = useAppSelector(selectAuth);
  const [state, setState] = useState<Membership>(affiliateId ? 'member' : 'loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!user) return;
    if (affiliateId) return setState('member');
    let live = true;
    setState('loading');
    void import('@/store/affiliateThunks')
      .then(({ fetchAffiliate }) => dispatch(fetchAffiliate({ locale })).unwrap())
      .then((found) => live && setState(found ? 'member' : 'none'))
      .catch(() => live && setState('error'));
    return () => {
      live = false;
    };
    // The user's id, not the object: a refreshed user is the same person.
  }, [user?.id, affiliateId, attempt, dispatch, locale]); // eslint-disable-line react-hooks/exhaustive-deps

  return { state: affiliateId ? ('member' as const) : state, link: affiliateLink, retry: () => setAttempt((n) => n + 1) };
}
