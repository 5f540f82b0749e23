import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import InfoPage from '@/components/layout/InfoPage';
import { ConfirmSignup } from '@/components/account/ConfirmSignup';
import { SignedInNote } from '@/components/account/SignedInNote';
import { SignupForm } from '@/components/account/SignupForm';
import { useT } from '@/lib/i18n/I18nProvider';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

/** Asks for an account; opened from the mailed link (`?confirm=`), opens it. */
export default function SignupPage(page: BasePageProps & { pageId: PageId }) {
  const t = useT();
  const { query } = useRouter();
  // Read after the first render: the page is built ahead without a query, and the browser's
  // first render must match it.
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(typeof query.confirm === 'string' ? query.confirm : null), [query.confirm]);
  return (
    <InfoPage {...page} heading={token ? t('account.signup.confirmTitle') : undefined} intro={token ? t('account.signup.confirmIntro') : undefined}>
      {token ? <ConfirmSignup token={token} /> : (
        <>
          <SignedInNote />
          <SignupForm />
        </>
      )}
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('signup', ['pages', 'account', 'leads', 'validation']);
