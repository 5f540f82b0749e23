import { CompletedPanel } from '@/components/booking/CompletedPanel';
import { NoIndex } from '@/components/layout/NoIndex';
import { useBookingLink } from '@/components/booking/useBookingLink';
import InfoPage from '@/components/layout/InfoPage';
import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import type { PageId } from '@/lib/routing/siteRoutes';
import { staticPageProps, type BasePageProps } from '@/server/pages/pageProps';

/**
 * The end of a booking (spec: booking goes to BookingCompleted). Static; opened from the payment
 * provider with ?booking=&key= it shows what was paid and what remains, read in the browser.
 */
export default function BookingCompletedPage(props: BasePageProps & { pageId: PageId }) {
  const t = useT();
  const link = useBookingLink();
  return (
    <InfoPage {...props} heading={link ? t('booking.completed.heading') : undefined}>
      <NoIndex />
      {link ? (
        <CompletedPanel link={link} />
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
