import type { GetServerSideProps } from 'next';
import { awaitsProvider, CompletedPanel, isPaid } from '@/components/booking/CompletedPanel';
import { NoIndex } from '@/components/layout/NoIndex';
import { useBookingLink, type BookingLink } from '@/components/booking/useBookingLink';
import { useBookingView, type BookingViewState } from '@/components/booking/useBookingView';
import InfoPage from '@/components/layout/InfoPage';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import type { PageId } from '@/lib/routing/siteRoutes';
import { bookingLinkView } from '@/server/bookings/linkView';
import { basePageProps, type BasePageProps } from '@/server/pages/pageProps';

/** `view`: the booking of the page's link as the server read it (null: none, or the browser reads it). */
type Props = BasePageProps & { pageId: PageId; view?: BookingViewState | null };

/**
 * The end of a booking (spec: booking goes to BookingCompleted). Opened from the payment provider
 * with ?booking=&key= it shows what was paid and what remains, in the server's HTML already, and
 * asks again while the provider has not reported. Its heading says "confirmed" only once the
 * booking is paid: the same link opened for an inquiry or an unpaid booking says where that booking stands.
 */
export default function BookingCompletedPage({ view, ...props }: Props) {
  const link = useBookingLink();
  // One booking per mount: another link's page starts from its own server answer.
  return <CompletedPage key={link ? `${link.bookingNumber}/${link.key}` : ''} link={link} initial={view} {...props} />;
}

function CompletedPage({ link, initial, ...props }: BasePageProps & { pageId: PageId; link: BookingLink | null; initial?: BookingViewState | null }) {
  const t = useT();
  const state = useBookingView(link, { pollWhile: awaitsProvider, initial });
  const paid = state.status === 'succeeded' && isPaid(state.booking);
  const open = link && state.status === 'succeeded' && !paid;
  return (
    <InfoPage
      {...props}
      heading={link ? t(paid ? 'booking.completed.heading' : 'booking.view.heading') : undefined}
      intro={open ? t('booking.completed.introOpen') : undefined}
    >
      <NoIndex />
      {link ? (
        <CompletedPanel link={link} state={state} />
      ) : (
        <div className="max-w-2xl space-y-4">
          <p className="text-night-800">{t('booking.completed.withoutLink')}</p>
          <p><AppLink href="/" className="underline">{t('booking.completed.home')}</AppLink></p>
        </div>
      )}
    </InfoPage>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, query, res }) => {
  const base = await basePageProps(locale, 'bookingCompleted', ['pages', 'booking']);
  const view = await bookingLinkView(query, res, locale);
  return { props: { ...base, pageId: 'bookingCompleted', view } };
};
