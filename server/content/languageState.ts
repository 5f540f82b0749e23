import type { ContentState } from '@/lib/admin/contentSchemas';
import type { ContentRevisionsTable } from '@/server/db/types';

// Where each language of an item stands, from its saved versions (newest first) and whether the
// site has text for it: shared by an item's page and the list of what needs translating.

type Revision = Pick<ContentRevisionsTable, 'locale' | 'state' | 'english_revision'> & Partial<ContentRevisionsTable>;

/** Per language: its newest version, its newest published one, and the draft if that is newer. */
export function byLanguage<R extends Revision>(revisions: R[]) {
  const newest = (locale: string, state?: string) => revisions.find((r) => r.locale === locale && (!state || r.state === state));
  return (locale: string) => {
    const last = newest(locale);
    const published = newest(locale, 'published');
    return { last, published, draft: last?.state === 'draft' ? last : undefined };
  };
}

/**
 * Where a language stands. Outdated: a translation last written against an English version that
 * is no longer the published one (the seed's texts count as written against the seed's English).
 */
export function stateOf(locale: string, live: boolean, info: ReturnType<ReturnType<typeof byLanguage>>, englishNow: string | null): ContentState {
  if (info.draft) return 'draft';
  if (!live) return 'missing';
  if (locale !== 'en' && (info.published?.english_revision ?? null) !== englishNow) return 'outdated';
  return 'published';
}
