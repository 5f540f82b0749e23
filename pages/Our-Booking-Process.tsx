import { DocumentPage } from '@/components/info/DocumentPage';
import { documentPageProps } from '@/lib/infoPageProps';

export default DocumentPage;
export const getStaticProps = documentPageProps('ourBookingProcess');
