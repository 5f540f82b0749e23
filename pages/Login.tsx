import InfoPage from '@/components/layout/InfoPage';
import { LoginForm } from '@/components/account/LoginForm';
import { SignedInNote } from '@/components/account/SignedInNote';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

export default function LoginPage(page: BasePageProps & { pageId: PageId }) {
  return (
    <InfoPage {...page}>
      <SignedInNote />
      <LoginForm />
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('login', ['pages', 'account', 'leads', 'validation']);
