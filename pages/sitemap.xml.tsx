import type { GetServerSideProps } from 'next';
import { asLocale } from '@/lib/i18n/config';
import { sitemapXml } from '@/server/seo/sitemap';

// Answered as XML from the server; nothing renders in the browser.
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res, locale }) => {
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
  res.end(await sitemapXml(asLocale(locale)));
  return { props: {} };
};
