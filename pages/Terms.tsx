import { DocumentPage } from '@/components/info/DocumentPage';
import { documentPageProps } from '@/server/info/pageProps';

export default DocumentPage;
export const getStaticProps = documentPageProps('terms');
