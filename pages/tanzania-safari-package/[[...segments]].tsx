import type { GetStaticProps } from 'next';
import InfoPage from '@/components/layout/InfoPage';
import { basePageProps, REVALIDATE_SECONDS } from '@/lib/pageProps';
import { humanizeSlug, onDemandPaths, readSlugParam } from '@/lib/routing/slugParam';

// The tour list at /tanzania-safari-package/ and its landing lists one segment below.
export default InfoPage;

export const getStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps = async ({ params, locale }) => {
  const segment = readSlugParam(params?.segments);
  if (segment.kind === 'many') return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const base = await basePageProps(locale, 'tourList');
  const heading = segment.kind === 'one' ? humanizeSlug(segment.slug) : undefined;
  return { props: { ...base, pageId: 'tourList', ...(heading ? { heading } : {}) }, revalidate: REVALIDATE_SECONDS };
};
