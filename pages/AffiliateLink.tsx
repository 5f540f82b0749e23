import InfoPage from '@/components/layout/InfoPage';
import { RequireLogin } from '@/components/account/RequireLogin';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

/** For logged-in users only: visitors go to /Login and come back here. */
export default function AffiliateLinkPage(page: BasePageProps & { pageId: PageId }) {
  return (
    <InfoPage {...page}>
      <RequireLogin>{({ user }) => <p className="text-night-700">{user.name}</p>}</RequireLogin>
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('affiliateLink', ['pages', 'account', 'validation']);
