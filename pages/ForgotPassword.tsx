import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import InfoPage from '@/components/layout/InfoPage';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { useT } from '@/lib/i18n/I18nProvider';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

/** Asks for a reset link; opened from that link (`?token=`), sets the new password. */
export default function ForgotPasswordPage(page: BasePageProps & { pageId: PageId }) {
  const t = useT();
  const { query } = useRouter();
  // Read after the first render: the page is built ahead without a query, and the browser's
  // first render must match it.
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(typeof query.token === 'string' ? query.token : null), [query.token]);
  return (
    <InfoPage {...page} heading={token ? t('account.reset.title') : undefined} intro={token ? t('account.reset.intro') : undefined}>
      {token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('forgotPassword', ['pages', 'account', 'leads', 'validation']);
