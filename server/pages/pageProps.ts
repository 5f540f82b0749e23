import type { GetStaticProps } from 'next';
import { asLocale, type Locale } from '@/lib/i18n/config';
import { countryNamesFor } from '@/lib/i18n/displayNames';
import { loadMessages, type Namespace } from '@/lib/i18n/messages';
import type { Messages } from '@/lib/i18n/translate';
import type { PageId } from '@/lib/routing/siteRoutes';
import { getPageMeta, type PageMeta } from './service';

/** What every page hands to _app: its language's strings, its meta, and optional store state. */
export type BasePageProps = {
  locale: Locale;
  messages: Messages;
  meta: Pick<PageMeta, 'title' | 'description'>;
  /** The same page's path on each other language's domain, where slugs differ. */
  alternates?: Partial<Record<Locale, string>>;
  /** A page published in some languages only (an article): hreflang names just these. */
  translatedIn?: Locale[];
  initialState?: Record<string, unknown>;
  /** schema.org objects for this page (the agency first), written into its head by _app. */
  jsonLd?: Record<string, unknown>[];
  /** Title, description and picture for link previews (Open Graph, Twitter), when not the meta ones; an article's dates make it one. */
  share?: { title?: string; description?: string; image?: string; article?: { publishedTime: string; modifiedTime: string } };
};

/**
 * Props every page starts from. `namespaces` are the string sections the page shows beyond the
 * layout's; only those travel in its HTML. The agency is every public page's structured data;
 * pages with their own replace `jsonLd` and name the agency themselves.
 */
export async function basePageProps(rawLocale: string | undefined, pageId: PageId, namespaces: Namespace[] = ['pages']): Promise<BasePageProps> {
  const locale = asLocale(rawLocale);
  const { title, description } = await getPageMeta(pageId, locale);
  return { locale, messages: loadMessages(locale, namespaces), meta: { title, description } };
}

/**
 * The page's strings plus the names its reviews need (their writers' countries, the languages
 * they are written in), instead of every name (the "names" namespace, for pages with a country picker).
 */
export function withReviewNames(base: BasePageProps, reviews: { country: string; language: string }[]): Messages {
  const names = countryNamesFor(base.locale, reviews.map((r) => r.country), reviews.map((r) => r.language));
  return { ...base.messages, names: names as unknown as Messages };
}

/** Content pages: built at deploy time, refreshed in the background every 10 minutes. */
export const REVALIDATE_SECONDS = 600;

/** A content page rendered per request (getServerSideProps) that is the same for everyone: kept as long as a built one. */
export const PUBLIC_PAGE_CACHE = `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=3600`;

export function staticPageProps(pageId: PageId, namespaces?: Namespace[]): GetStaticProps<BasePageProps & { pageId: PageId }> {
  return async ({ locale }) => ({
    props: { ...(await basePageProps(locale, pageId, namespaces)), pageId },
    revalidate: REVALIDATE_SECONDS,
  });
}
