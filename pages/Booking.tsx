import type { GetServerSideProps } from 'next';
import { BookingForm } from '@/components/booking/BookingForm';
import { BookingStart } from '@/components/booking/BookingStart';
import { NoIndex } from '@/components/layout/NoIndex';
import InfoPage from '@/components/layout/InfoPage';
import { QUOTE_NUMBER } from '@/lib/booking/schema';
import type { PageId } from '@/lib/routing/siteRoutes';
import type { DepartureDto } from '@/server/bookings/dto';
import { listDepartures } from '@/server/bookings/departureService';
import { bookingTour, type BookingTour } from '@/server/catalogue/bookingTour';
import { basePageProps, type BasePageProps } from '@/server/pages/pageProps';

type Props = BasePageProps & {
  pageId: PageId;
  tour: BookingTour | null;
  unknownTour: boolean;
  quoteNumber: string;
  departureId: string | null;
  departures: DepartureDto[] | null;
  today: string;
};

const param = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : '');

/** The booking form: ?tour=<slug>[&departure=<id>] books a catalogue tour, ?quote=Q-… a tailor-made trip. */
export default function BookingPage({ tour, unknownTour, quoteNumber, departureId, departures, today, ...page }: Props) {
  return (
    <InfoPage {...page}>
      <NoIndex />
      {tour && !tour.available && !quoteNumber ? (
        <BookingStart unknownTour={false} pausedTour={tour.slug} />
      ) : tour || quoteNumber ? (
        <BookingForm key={tour?.slug ?? quoteNumber} target={{ tour, quoteNumber }} departureId={departureId} departures={departures} today={today} />
      ) : (
        <BookingStart unknownTour={unknownTour} />
      )}
    </InfoPage>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, query }) => {
  const base = await basePageProps(locale, 'booking', ['pages', 'booking', 'leads', 'validation', 'names', 'catalogue']);
  const slug = param(query.tour, 160);
  const quote = param(query.quote, 20);
  const tour = slug ? await bookingTour(base.locale, slug) : null;
  const quoteNumber = QUOTE_NUMBER.test(quote) ? quote : '';
  // A shared tour is booked on a departure: the list comes with the page, seats as they are now.
  const departures = tour?.tripType === 'shared' && tour.available && !quoteNumber ? (await listDepartures({ tour: tour.slug }, base.locale)).departures : null;
  return {
    props: {
      ...base,
      pageId: 'booking',
      tour,
      unknownTour: !!slug && !tour,
      quoteNumber,
      departures,
      departureId: param(query.departure, 200) || null,
      // The server's day (UTC), as POST /api/bookings prices with it: page and invoice agree.
      today: new Date().toISOString().slice(0, 10),
    },
  };
};
