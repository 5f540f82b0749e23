import InfoPage from '@/components/layout/InfoPage';
import { staticPageProps } from '@/lib/pageProps';

export default InfoPage;
export const getStaticProps = staticPageProps('affiliateLink');
