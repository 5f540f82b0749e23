import type { GetServerSideProps } from 'next';
import type { BookingViewState } from '@/components/booking/useBookingView';
import type { BankAccount } from '@/components/booking/BankTransfer';
import { NoIndex } from '@/components/layout/NoIndex';
import { PaymentPanel } from '@/components/booking/PaymentPanel';
import { useBookingLink } from '@/components/booking/useBookingLink';
import { DocumentPage, type DocumentPageProps } from '@/components/info/DocumentPage';
import InfoPage from '@/components/layout/InfoPage';
import { BANK_ACCOUNT } from '@/config/bankAccount';
import { useT } from '@/lib/i18n/I18nProvider';
import { bookingLinkView } from '@/server/bookings/linkView';
import { documentPageProps } from '@/server/info/pageProps';

/** `view`: the booking of the page's link as the server read it (null: none, or the browser reads it). */
type Props = DocumentPageProps & { bank: BankAccount; view: BookingViewState | null };

/**
 * The payment-details document (indexed); opened with ?booking=&key= (the manage link) it shows
 * that booking and how to pay it instead, in the server's HTML already (never indexed, never cached).
 */
export default function PaymentPage({ bank, view, ...props }: Props) {
  const t = useT();
  const link = useBookingLink();
  if (!link) return <DocumentPage {...props} />;
  const { document: _document, ...page } = props;
  return (
    // The document's intro ("how to pay your deposit and balance") would not fit a booking paid off.
    <InfoPage {...page} heading={t('booking.view.heading')} intro={t('booking.view.intro')}>
      <NoIndex />
      <PaymentPanel key={`${link.bookingNumber}/${link.key}`} link={link} bank={bank} initial={view} />
    </InfoPage>
  );
}

const documentProps = documentPageProps('payment', ['booking', 'catalogue']);

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, query, res }) => {
  const result = await documentProps({ locale });
  if (!('props' in result)) return result;
  const view = await bookingLinkView(query, res, locale);
  // The account comes from the server's environment (config/bankAccount.ts), not the browser's.
  const { holder, bank, accountNumber, swift, currency } = BANK_ACCOUNT;
  return { props: { ...(await result.props), bank: { holder, bank, accountNumber, swift, currency }, view } };
};
