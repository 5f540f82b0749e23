import Head from 'next/head';
import type { Locale } from '@/lib/i18n/config';
import { absoluteUrl } from '@/lib/i18n/origins';
import { SITE } from '@/config/site';
import { headTags } from '@/lib/seo/headTags';
import type { BasePageProps } from '@/server/pages/pageProps';

const OG_LOCALES = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR', es: 'es_ES', it: 'it_IT', pt: 'pt_PT' } as const;
const DEFAULT_SHARE_IMAGE = '/images/art/savanna/hero-savanna.webp';

/**
 * The link-preview card (Open Graph, Twitter) from the page's props: its `share` title, text and
 * picture, else its meta title and description and the savanna picture; an article's, with its
 * dates. Pages without a title (none of the site's own) get no card. Its address (og:url) is the
 * canonical one, written with it (AlternateLinks).
 */
export function ShareTags({ locale, meta, share }: { locale: Locale } & Partial<Pick<BasePageProps, 'meta' | 'share'>>) {
  const title = share?.title ?? meta?.title;
  if (!title) return null;
  const description = share?.description ?? meta?.description;
  const image = absoluteUrl(locale, share?.image ?? DEFAULT_SHARE_IMAGE);
  const tags = headTags({
    openGraph: {
      type: share?.article ? 'article' : 'website', siteName: SITE.brand, locale: OG_LOCALES[locale], title, description, images: [{ url: image }],
      ...(share?.article ? { article: share.article } : {}),
    },
    twitter: { cardType: 'summary_large_image' },
    // next-seo writes only twitter:card/site/creator; the card's own text and picture are extra tags.
    additionalMetaTags: [
      { name: 'twitter:title', content: title },
      ...(description ? [{ name: 'twitter:description', content: description }] : []),
      { name: 'twitter:image', content: image },
    ],
  });
  return <Head>{tags}</Head>;
}
