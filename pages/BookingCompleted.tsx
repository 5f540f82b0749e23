import { awaitsProvider, CompletedPanel, isPaid } from '@/components/booking/CompletedPanel';
import { NoIndex } from '@/components/layout/NoIndex';
import { useBookingLink } from '@/components/booking/useBookingLink';
import { useBookingView } from '@/components/booking/useBookingView';
import InfoPage from '@/components/layout/InfoPage';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import type { PageId } from '@/lib/routing/siteRoutes';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';

/**
 * The end of a booking (spec: booking goes to BookingCompleted). Static; opened from the payment
 * provider with ?booking=&key= it shows what was paid and what remains, read in the browser. Its
 * heading says "confirmed" only once the booking is paid: the same link opened for an inquiry or
 * an unpaid booking says where that booking stands.
 */
export default function BookingCompletedPage(props: BasePageProps & { pageId: PageId }) {
  const t = useT();
  const link = useBookingLink();
  const state = useBookingView(link, { pollWhile: awaitsProvider });
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

export const getStaticProps = staticPageProps('bookingCompleted', ['pages', 'booking']);
