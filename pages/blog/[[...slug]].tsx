import type { GetStaticProps } from 'next';
import InfoPage from '@/components/layout/InfoPage';
import { FOOTER_GUIDES } from '@/components/layout/footerLinks';
import { basePageProps, REVALIDATE_SECONDS } from '@/lib/pageProps';
import { translate } from '@/lib/i18n/translate';
import { loadMessages } from '@/lib/i18n/messages';
import { LOCALES } from '@/lib/i18n/config';
import { onDemandPaths, readSlugParam } from '@/lib/routing/slugParam';

// A blog article. Until the blog issue brings articles, the footer guides are the known ones.
export default InfoPage;

export const getStaticPaths = onDemandPaths;

export const getStaticProps: GetStaticProps = async ({ params, locale }) => {
  const slug = readSlugParam(params?.slug);
  if (slug.kind === 'none') return { redirect: { destination: '/Blogs', statusCode: 301 } };
  if (slug.kind === 'many') return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const base = await basePageProps(locale, 'blogArticle');
  const guide = FOOTER_GUIDES.find((key) => translate(base.messages, `routes.articles.${key}`) === slug.slug);
  if (!guide) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  // The same guide has its own slug in every language: the dropdown and hreflang use these.
  const alternates = Object.fromEntries(LOCALES.map((l) => [l, `/blog/${translate(loadMessages(l), `routes.articles.${guide}`)}`]));
  return {
    props: { ...base, pageId: 'blogArticle', heading: translate(base.messages, `common.footer.links.${guide}`), alternates },
    revalidate: REVALIDATE_SECONDS,
  };
};
