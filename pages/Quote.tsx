import type { GetServerSideProps } from 'next';
import InfoPage from '@/components/layout/InfoPage';
import { QuoteWizard } from '@/components/leads/QuoteWizard';
import type { WizardTour } from '@/components/leads/wizardSteps';
import { basePageProps, type BasePageProps } from '@/server/pages/pageProps';
import type { PageId } from '@/lib/routing/siteRoutes';
import { tourReference } from '@/server/catalogue/tourService';
import { destinationNames } from '@/server/catalogue/destinationService';
import { DESTINATION_SUGGESTIONS } from '@/lib/leads/options';

type Props = BasePageProps & { pageId: PageId; tour: WizardTour; places: string[] };

/** The quote wizard; ?tour=<slug> says which tour the traveller came from. */
export default function QuotePage({ tour, places, ...page }: Props) {
  return (
    <InfoPage {...page}>
      <QuoteWizard tour={tour} places={places} />
    </InfoPage>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, query }) => {
  const base = await basePageProps(locale, 'quote', ['pages', 'leads', 'validation', 'names']);
  const slug = typeof query.tour === 'string' && query.tour.length <= 160 ? query.tour : undefined;
  const [tour, places] = await Promise.all([slug ? tourReference(base.locale, slug) : null, destinationNames(base.locale, DESTINATION_SUGGESTIONS)]);
  return { props: { ...base, pageId: 'quote', tour, places } };
};
