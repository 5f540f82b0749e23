import InfoPage from '@/components/layout/InfoPage';
import { RequireLogin } from '@/components/account/RequireLogin';
import { AffiliateLinkBox } from '@/components/affiliate/AffiliateLinkBox';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

/** For logged-in users only (visitors go to /Login and come back here): generate, copy and share the personal link. */
export default function AffiliateLinkPage(page: BasePageProps & { pageId: PageId }) {
  const t = useT();
  return (
    <InfoPage {...page}>
      <RequireLogin>
        {() => (
          <div className="max-w-3xl space-y-4">
            <AffiliateLinkBox />
            <p className="flex flex-wrap gap-4 text-sm">
              <AppLink href="/Dashboard" className="font-semibold underline">{t('affiliate.join.toDashboard')}</AppLink>
              <AppLink href="/Affiliate" className="underline">{t('affiliate.rules.title')}</AppLink>
            </p>
          </div>
        )}
      </RequireLogin>
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('affiliateLink', ['pages', 'affiliate', 'account', 'leads', 'validation']);
