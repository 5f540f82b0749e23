import InfoPage from '@/components/layout/InfoPage';
import { AffiliateJoin } from '@/components/affiliate/AffiliateJoin';
import { ProgrammeRules } from '@/components/affiliate/ProgrammeRules';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

/** The invite-a-friend programme: its rules for everyone, joining for signed-in users. */
export default function AffiliatePage(page: BasePageProps & { pageId: PageId }) {
  return (
    <InfoPage {...page}>
      <div className="grid gap-10 lg:grid-cols-2">
        <ProgrammeRules />
        <AffiliateJoin />
      </div>
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('affiliate', ['pages', 'affiliate', 'account', 'leads', 'validation']);
