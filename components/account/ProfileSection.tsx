import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { ERROR_404_PATH } from '@/lib/routing/paths';
import type { UserDto } from '@/server/auth/dto';
import { useAppDispatch } from '@/store';
import { loadProfile } from '@/store/profileThunks';
import { ProfileForm } from './ProfileForm';
import { LoadingNote } from '@/components/ui/LoadingNote';

/**
 * Loads the signed-in user's profile (POST /api/getProfile) and shows its form. Spec: a failed
 * profile load goes to /Error404, except a refused session (401), which the load thunk has
 * already cleared, so the login guard around this sends the visitor to /Login.
 */
export function ProfileSection({ userId, token }: { userId: string; token: string }) {
  const { locale, t } = useI18n();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [profile, setProfile] = useState<UserDto | null>(null);

  useEffect(() => {
    let current = true;
    dispatch(loadProfile({ locale, token, userId }))
      .unwrap()
      .then(
        (user) => current && setProfile(user),
        (failure: { response?: { status?: number } }) => {
          if (current && failure?.response?.status !== 401) void router.replace(ERROR_404_PATH);
        },
      );
    return () => {
      current = false;
    };
    // The router object changes on every navigation; the load depends only on who is asking.
  }, [dispatch, locale, token, userId]);

  if (!profile) {
    return <LoadingNote className="text-night-600" testId="profile-loading">{t('account.profile.loading')}</LoadingNote>;
  }
  return <ProfileForm profile={profile} token={token} />;
}
