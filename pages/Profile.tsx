import InfoPage from '@/components/layout/InfoPage';
import { AccountBookings } from '@/components/account/AccountBookings';
import { ChangePasswordForm } from '@/components/account/ChangePasswordForm';
import { ProfileSection } from '@/components/account/ProfileSection';
import { RequireLogin } from '@/components/account/RequireLogin';
import { AffiliateLinkBox } from '@/components/affiliate/AffiliateLinkBox';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

/** For logged-in users only (visitors go to /Login and come back here): their bookings, profile, password and affiliate link. */
export default function ProfilePage(page: BasePageProps & { pageId: PageId }) {
  return (
    <InfoPage {...page}>
      <RequireLogin>
        {({ user, token }) => (
          <div className="space-y-10">
            {/* First: what a traveller most often comes back for, their trip and what is left to pay. */}
            <AccountBookings token={token} email={user.email} />
            <ProfileSection userId={user.id} token={token} />
            <ChangePasswordForm token={token} />
            {/* Spec: "Profile with affiliate link generation"; the box reads the session itself. */}
            <AffiliateLinkBox />
          </div>
        )}
      </RequireLogin>
    </InfoPage>
  );
}

// "leads": the shared form strings (pending labels, alerts, phone placeholder); "names": country names;
// "affiliate": the link box.
export const getStaticProps = staticPageProps('profile', ['pages', 'account', 'affiliate', 'leads', 'validation', 'names']);
