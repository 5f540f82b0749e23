import InfoPage from '@/components/layout/InfoPage';
import { RequireLogin } from '@/components/account/RequireLogin';
import { AffiliateDashboard } from '@/components/affiliate/AffiliateDashboard';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

/** For logged-in users only (visitors go to /Login and come back here): rewards and friends. */
export default function DashboardPage(page: BasePageProps & { pageId: PageId }) {
  return (
    <InfoPage {...page}>
      <RequireLogin>{() => <AffiliateDashboard />}</RequireLogin>
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('dashboard', ['pages', 'affiliate', 'account', 'validation']);
