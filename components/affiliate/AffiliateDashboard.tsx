import { useEffect, useState } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { RewardsAnswer } from '@/server/affiliate/dto';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';
import { AffiliateLinkBox } from './AffiliateLinkBox';
import { FriendsTable } from './FriendsTable';
import { ProgrammeRules } from './ProgrammeRules';
import { RewardsTable } from './RewardsTable';
import { RewardTotals } from './RewardTotals';
import { LoadingNote } from '@/components/ui/LoadingNote';

type Load = { state: 'loading' } | { state: 'ready'; rewards: RewardsAnswer } | { state: 'error' };

/**
 * /Dashboard for a signed-in user: reward totals, the link, the rewards and the friends lists,
 * and the rules. Someone who has not joined sees empty lists and the button that joins them.
 */
export function AffiliateDashboard() {
  const { t, locale } = useI18n();
  const dispatch = useAppDispatch();
  const { friends } = useAppSelector(selectAuth);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    void import('@/store/affiliateThunks')
      .then(({ fetchFriends, fetchRewards }) => Promise.all([dispatch(fetchRewards({ locale })).unwrap(), dispatch(fetchFriends({ locale })).unwrap()]))
      .then(([rewards]) => live && setLoad({ state: 'ready', rewards }))
      .catch(() => live && setLoad({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [attempt, dispatch, locale]);

  if (load.state === 'loading') return <LoadingNote className="text-night-600">{t('affiliate.dashboard.loading')}</LoadingNote>;
  if (load.state === 'error') {
    return (
      <p role="alert" className="text-red-800" data-testid="dashboard-failed">
        {t('affiliate.dashboard.failed')}{' '}
        <button type="button" onClick={() => setAttempt((n) => n + 1)} className="underline">{t('affiliate.tryAgain')}</button>
      </p>
    );
  }
  return (
    <div className="space-y-10" data-testid="affiliate-dashboard">
      <RewardTotals totals={load.rewards.totals} />
      <AffiliateLinkBox />
      <section aria-labelledby="rewards-title" className="space-y-4">
        <h2 id="rewards-title" className="text-2xl font-semibold">{t('affiliate.dashboard.rewards.title')}</h2>
        <RewardsTable rewards={load.rewards.rewards} />
      </section>
      <section aria-labelledby="friends-title" className="space-y-4">
        <h2 id="friends-title" className="text-2xl font-semibold">{t('affiliate.dashboard.friends.title')}</h2>
        <FriendsTable friends={friends} />
      </section>
      <ProgrammeRules compact />
    </div>
  );
}
