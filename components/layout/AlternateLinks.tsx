import Head from 'next/head';
import { useRouter } from 'next/router';
import { alternateUrls, hreflangLinks } from '@/lib/i18n/alternateUrls';
import type { Locale } from '@/lib/i18n/config';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { headTags } from '@/lib/seo/headTags';
import { listPageOf, PAGED_LISTS } from '@/lib/routing/listPage';

/**
 * Canonical on the page's own domain and hreflang to the other five plus x-default, so each
 * language's domain ranks on its own. Filters and tracking in the query are not part of a
 * page's identity; pages whose identity is in the query (a destination) say so in `alternates`.
 * A list's page past the first is the exception: its ?page=N (and nothing else) stays, in every
 * language, so it is self-canonical as search engines ask. A page published in some languages
 * only (an article) names those in `translatedIn`.
 */
export function AlternateLinks({ alternates, translatedIn }: { alternates?: Partial<Record<Locale, string>>; translatedIn?: Locale[] }) {
  const { locale } = useI18n();
  const { asPath, pathname } = useRouter();
  const page = PAGED_LISTS.has(pathname) ? listPageOf(asPath) : 1;
  const paths = alternateUrls(asPath.split(/[?#]/)[0], alternates);
  const urls = page > 1 ? (Object.fromEntries(Object.entries(paths).map(([l, url]) => [l, `${url}?page=${page}`])) as typeof paths) : paths;
  // The preview card's address is the canonical one (walked: no og:url on any page).
  return <Head>{headTags({ canonical: urls[locale], languageAlternates: hreflangLinks(urls, translatedIn), additionalMetaTags: [{ property: 'og:url', content: urls[locale] }] })}</Head>;
}
