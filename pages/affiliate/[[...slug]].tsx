import type { GetStaticProps } from 'next';
import InfoPage from '@/components/layout/InfoPage';
import { basePageProps, REVALIDATE_SECONDS } from '@/server/pages/pageProps';
import { onDemandPaths, readSlugParam } from '@/lib/routing/slugParam';

// An invitation landing page: /affiliate or /affiliate/{code} (the code is the inviting friend).
export default InfoPage;

export const getStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps = async ({ params, locale }) => {
  if (readSlugParam(params?.slug).kind === 'many') return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: { ...(await basePageProps(locale, 'affiliateInvite')), pageId: 'affiliateInvite' }, revalidate: REVALIDATE_SECONDS };
};
