import type { GetServerSideProps } from 'next';
import { asLocale } from '@/lib/i18n/config';
import { siteOrigin } from '@/lib/i18n/origins';
import { robotsTxt } from '@/server/seo/sitemap';

export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res, locale }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=86400');
  res.end(robotsTxt(siteOrigin(asLocale(locale))));
  return { props: {} };
};
