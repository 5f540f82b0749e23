import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { storedToken } from '@/lib/auth/storedToken';
import { useT } from '@/lib/i18n/I18nProvider';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';
import { AffiliateLinkBox } from './AffiliateLinkBox';
import { JoinAffiliateForm } from './JoinAffiliateForm';

const PILL = 'inline-block rounded-full px-5 py-2.5 text-sm font-semibold';

/**
 * The joining part of /Affiliate: visitors are asked to sign up or log in (and come back here);
 * a signed-in user joins with the form; a member gets their link and the way to the dashboard.
 */
export function AffiliateJoin() {
  const t = useT();
  const { user, settled } = useAppSelector(selectAuth);
  // Read after hydration: the server never knows whether this browser holds a session.
  const [saved, setSaved] = useState<boolean | null>(null);
  useEffect(() => setSaved(storedToken() !== null), [user, settled]);

  if (!user) {
    if (saved === null || (saved && !settled)) return <p role="status" className="text-night-600">{t('account.guard.checking')}</p>;
    const next = `?next=${encodeURIComponent('/Affiliate')}`;
    return (
      <div className="self-start rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="affiliate-visitor">
        <h2 className="text-xl font-semibold">{t('affiliate.join.title')}</h2>
        <p className="mt-2 text-night-700">{t('affiliate.join.loggedOut')}</p>
        <p className="mt-5 flex flex-wrap gap-3">
          <AppLink href={`/Signup${next}`} className={`${PILL} bg-sunset-600 text-white hover:bg-sunset-700`}>{t('affiliate.join.signup')}</AppLink>
          <AppLink href={`/Login${next}`} className={`${PILL} border border-night-800 text-night-900 hover:bg-sand-100`}>{t('affiliate.join.login')}</AppLink>
        </p>
      </div>
    );
  }
  return <MemberOrForm />;
}

/** The join form until this tab knows the link (joining again answers the same one), then the link. */
function MemberOrForm() {
  const t = useT();
  const { user, affiliateLink } = useAppSelector(selectAuth);
  const [justJoined, setJustJoined] = useState(false);
  if (!affiliateLink) return <JoinAffiliateForm user={user!} onJoined={() => setJustJoined(true)} />;
  return (
    <div className="space-y-4 self-start">
      {justJoined ? <p role="status" className="rounded-xl bg-acacia-50 p-4 font-semibold text-acacia-800" data-testid="affiliate-joined">{t('affiliate.join.done')}</p> : null}
      <AffiliateLinkBox />
      <p className="flex flex-wrap gap-4 text-sm">
        <AppLink href="/Dashboard" className="font-semibold underline">{t('affiliate.join.toDashboard')}</AppLink>
        <AppLink href="/AffiliateLink" className="underline">{t('affiliate.join.toLink')}</AppLink>
      </p>
    </div>
  );
}
