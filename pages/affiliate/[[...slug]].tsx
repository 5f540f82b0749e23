import type { GetServerSideProps } from 'next';
import { overHttps } from '@/lib/http/overHttps';
import { asLocale } from '@/lib/i18n/config';
import { attributionCookie } from '@/server/affiliate/attributionCookie';
import { affiliateLanding } from '@/server/affiliate/landing';

/**
 * An affiliate's personal link: /affiliate/{slug} (home) or /affiliate/{slug}/{tourSlug} (that
 * tour; also ?tour=). Remembers whose link it was (cookie, last click wins, never the affiliate's
 * own click) and sends the visitor on to a real page. /affiliate alone explains the programme.
 */
export default function AffiliateRedirect() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ params, query, req, res, locale }) => {
  const raw = params?.slug;
  const parts = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]).filter(Boolean);
  if (parts.length === 0) return { redirect: { destination: '/Affiliate', permanent: false } };
  const tourQuery = typeof query.tour === 'string' ? query.tour : undefined;
  const landing = await affiliateLanding(asLocale(locale), parts, tourQuery, req.cookies.token);
  if (landing.slug) res.setHeader('Set-Cookie', attributionCookie(landing.slug, overHttps(req)));
  return { redirect: { destination: landing.destination, permanent: false } };
};
