import type { GetStaticProps } from 'next';
import type { BankAccount } from '@/components/booking/BankTransfer';
import { NoIndex } from '@/components/layout/NoIndex';
import { PaymentPanel } from '@/components/booking/PaymentPanel';
import { useBookingLink } from '@/components/booking/useBookingLink';
import { DocumentPage, type DocumentPageProps } from '@/components/info/DocumentPage';
import InfoPage from '@/components/layout/InfoPage';
import { BANK_ACCOUNT } from '@/config/bankAccount';
import { useT } from '@/lib/i18n/I18nProvider';
import { documentPageProps } from '@/server/info/pageProps';

type Props = DocumentPageProps & { bank: BankAccount };

/**
 * The payment-details document (static, indexed); opened with ?booking=&key= (the manage link)
 * it shows that booking and how to pay it instead, once the browser has read the query.
 */
export default function PaymentPage({ bank, ...props }: Props) {
  const t = useT();
  const link = useBookingLink();
  if (!link) return <DocumentPage {...props} />;
  const { document: _document, ...page } = props;
  return (
    // The document's intro ("how to pay your deposit and balance") would not fit a booking paid off.
    <InfoPage {...page} heading={t('booking.view.heading')} intro={t('booking.view.intro')}>
      <NoIndex />
      <PaymentPanel link={link} bank={bank} />
    </InfoPage>
  );
}

const documentProps = documentPageProps('payment', ['booking', 'catalogue']);

export const getStaticProps: GetStaticProps<Props> = async (context) => {
  const result = await documentProps(context);
  if (!('props' in result)) return result;
  // The account comes from the server's environment (config/bankAccount.ts), not the browser's.
  const { holder, bank, accountNumber, swift, currency } = BANK_ACCOUNT;
  return { ...result, props: { ...(await result.props), bank: { holder, bank, accountNumber, swift, currency } } };
};
