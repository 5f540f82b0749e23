import type { GetStaticProps } from 'next';
import InfoPage from '@/components/layout/InfoPage';
import { SuccessPanel } from '@/components/leads/SuccessPanel';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { basePageProps, REVALIDATE_SECONDS, type BasePageProps } from '@/server/pages/pageProps';

/** Where a sent review lands: it is in, and it shows once checked. */
export default function ThankyouReviewPage(page: BasePageProps) {
  const t = useT();
  return (
    <InfoPage {...page} pageId="thankyouReview">
      <div className="mx-auto max-w-3xl space-y-8">
        <SuccessPanel title={t('leads.success.review')} testId="review-success">
          <p>{t('leads.success.reviewModeration')}</p>
        </SuccessPanel>
        <div className="flex flex-col gap-3 sm:flex-row">
          <AppLink href="/" className="rounded-full bg-sunset-600 px-6 py-3 text-center font-semibold text-white hover:bg-sunset-700">{t('leads.success.backHome')}</AppLink>
          <AppLink href="/tanzania-safari-package/" className="rounded-full border border-sand-300 bg-white px-6 py-3 text-center font-semibold text-night-800 hover:border-sunset-500">{t('leads.success.browse')}</AppLink>
        </div>
      </div>
    </InfoPage>
  );
}

export const getStaticProps: GetStaticProps<BasePageProps> = async ({ locale }) => ({
  props: await basePageProps(locale, 'thankyouReview', ['pages', 'leads']),
  revalidate: REVALIDATE_SECONDS,
});
