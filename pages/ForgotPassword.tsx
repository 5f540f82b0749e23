import { useRouter } from 'next/router';
import InfoPage from '@/components/layout/InfoPage';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { ResetPasswordForm } from '@/components/account/ResetPasswordForm';
import { useT } from '@/lib/i18n/I18nProvider';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';

/** Asks for a reset link; opened from that link (`?token=`), sets the new password. */
export default function ForgotPasswordPage(page: BasePageProps & { pageId: PageId }) {
  const t = useT();
  const { query, isReady } = useRouter();
  const token = typeof query.token === 'string' ? query.token : null;
  return (
    <InfoPage {...page} heading={token ? t('account.reset.title') : undefined}>
      {!isReady ? null : token ? <ResetPasswordForm token={token} /> : <ForgotPasswordForm />}
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('forgotPassword', ['account', 'leads', 'validation']);
