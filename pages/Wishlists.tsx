import InfoPage from '@/components/layout/InfoPage';
import { staticPageProps } from '@/server/pages/pageProps';

export default InfoPage;
export const getStaticProps = staticPageProps('wishlists');
