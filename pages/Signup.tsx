import InfoPage from '@/components/layout/InfoPage';
import { SignupForm } from '@/components/account/SignupForm';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

export default function SignupPage(page: BasePageProps & { pageId: PageId }) {
  return (
    <InfoPage {...page}>
      <SignupForm />
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('signup', ['pages', 'account', 'leads', 'validation']);
