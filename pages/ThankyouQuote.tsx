import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import InfoPage from '@/components/layout/InfoPage';
import { QuoteRecapList } from '@/components/leads/QuoteRecapList';
import { ReferenceText } from '@/components/leads/ReferenceText';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { loadQuoteRecap, type QuoteRecap } from '@/lib/leads/quoteRecap';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import type { PageId } from '@/lib/routing/siteRoutes';

/**
 * Where a sent quote request lands: the spec's success message once, the request's reference and
 * what was asked (kept by this tab when it sent the request; read after the first render, so the
 * server's HTML and the browser's first render agree).
 */
export default function ThankyouQuotePage(page: BasePageProps & { pageId: PageId }) {
  const t = useT();
  const { query } = useRouter();
  const number = typeof query.number === 'string' && /^Q-\d{4}-\d{6}$/.test(query.number) ? query.number : null;
  const [recap, setRecap] = useState<QuoteRecap>();
  useEffect(() => setRecap(number ? loadQuoteRecap(number) : undefined), [number]);
  return (
    <InfoPage {...page}>
      <div role="status" className="mx-auto max-w-2xl rounded-2xl bg-acacia-50 p-8 text-center ring-1 ring-acacia-200" data-testid="quote-success">
        <p className="text-xl font-semibold text-night-900">{t('leads.success.quote')}</p>
        {number ? (
          <p className="mt-3 text-lg" data-testid="quote-number">
            <ReferenceText number={number} />
          </p>
        ) : null}
        {recap ? <QuoteRecapList recap={recap} /> : null}
        <p className="mt-6 flex flex-wrap justify-center gap-3">
          <AppLink href="/" className="rounded-full bg-night-900 px-5 py-2 font-semibold text-white">{t('leads.success.backHome')}</AppLink>
          <AppLink href={TOUR_LIST_PATH} className="rounded-full border border-sand-300 px-5 py-2 font-semibold">{t('leads.success.browse')}</AppLink>
        </p>
      </div>
    </InfoPage>
  );
}

export const getStaticProps = staticPageProps('thankyouQuote', ['pages', 'leads']);
