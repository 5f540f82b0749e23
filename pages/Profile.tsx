import InfoPage from '@/components/layout/InfoPage';
import { ProfileSection } from '@/components/account/ProfileSection';
import { RequireLogin } from '@/components/account/RequireLogin';
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
            {/*
              AFFILIATE LINK BOX goes here (spec: "Profile with affiliate link generation").
              Built separately as components/affiliate/AffiliateLinkBox.tsx; render it as e.g.
              <AffiliateLinkBox user={user} token={token} /> — logged in only, below the form.
            */}
          </div>
        )}
      </RequireLogin>
    </InfoPage>
  );
}

// "leads": the shared form strings (pending labels, alerts, phone placeholder); "names": country names.
export const getStaticProps = staticPageProps('profile', ['pages', 'account', 'leads', 'validation', 'names']);
