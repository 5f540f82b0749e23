import InfoPage from '@/components/layout/InfoPage';
import { ProfileSection } from '@/components/account/ProfileSection';
import { RequireLogin } from '@/components/account/RequireLogin';
import { AffiliateLinkBox } from '@/components/affiliate/AffiliateLinkBox';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

/** For logged-in users only: visitors go to /Login and come back here. */
export default function ProfilePage(page: BasePageProps & { pageId: PageId }) {
  return (
    <InfoPage {...page}>
      <RequireLogin>
        {({ user, token }) => (
          <div className="space-y-10">
            <ProfileSection userId={user.id} token={token} />
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
