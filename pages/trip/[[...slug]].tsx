import type { GetStaticProps } from 'next';
import InfoPage from '@/components/layout/InfoPage';
import { basePageProps, REVALIDATE_SECONDS } from '@/lib/pageProps';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import { humanizeSlug, onDemandPaths, readSlugParam } from '@/lib/routing/slugParam';

// The tour detail page; the catalogue issue replaces the heading with the tour itself.
export default InfoPage;

export const getStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps = async ({ params, locale }) => {
  const slug = readSlugParam(params?.slug);
  if (slug.kind === 'none') return { redirect: { destination: TOUR_LIST_PATH, statusCode: 301 } };
  if (slug.kind === 'many') return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return {
    props: { ...(await basePageProps(locale, 'trip')), pageId: 'trip', heading: humanizeSlug(slug.slug) },
    revalidate: REVALIDATE_SECONDS,
  };
};
