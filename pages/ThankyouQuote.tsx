import { useRouter } from 'next/router';
import InfoPage from '@/components/layout/InfoPage';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { staticPageProps, type BasePageProps } from '@/lib/pageProps';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import type { PageId } from '@/lib/routing/siteRoutes';

/** Where a sent quote request lands: the spec's success message and the request's reference. */
export default function ThankyouQuotePage(page: BasePageProps & { pageId: PageId }) {
  const t = useT();
  const { query } = useRouter();
  const number = typeof query.number === 'string' && /^Q-\d{4}-\d{6}$/.test(query.number) ? query.number : null;
  return (
    <InfoPage {...page}>
      <div role="status" className="mx-auto max-w-2xl rounded-2xl bg-acacia-50 p-8 text-center ring-1 ring-acacia-200" data-testid="quote-success">
        <p className="text-xl font-semibold text-night-900">{t('leads.success.quote')}</p>
        {number ? <p className="mt-3 font-mono text-lg" data-testid="quote-number">{t('leads.success.quoteNumber', { number })}</p> : null}
        <p className="mt-6 flex flex-wrap justify-center gap-3">
          <AppLink href="/" className="rounded-full bg-night-900 px-5 py-2 font-semibold text-white">{t('leads.success.backHome')}</AppLink>
          <AppLink href={TOUR_LIST_PATH} className="rounded-full border border-sand-300 px-5 py-2 font-semibold">{t('leads.success.browse')}</AppLink>
        </p>
      </div>
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('thankyouQuote', ['pages', 'leads']);
