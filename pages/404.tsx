import type { GetStaticProps } from 'next';
import { NotFoundView } from '@/components/errors/ErrorViews';
import { basePageProps, REVALIDATE_SECONDS, type BasePageProps } from '@/server/pages/pageProps';

export default function NotFoundPage() {
  return <NotFoundView />;
}

export const getStaticProps: GetStaticProps<BasePageProps> = async ({ locale }) => ({
  props: await basePageProps(locale, 'error404'),
  revalidate: REVALIDATE_SECONDS,
});
