import type { Generated } from 'kysely';

/** Every table, as Kysely sees it. One interface per table; columns are portable types only. */
export interface Database {
  pages: PagesTable;
  page_translations: PageTranslationsTable;
}

/** A fixed route of the site (spec section 2), keyed by a stable id used by getMetaInfos. */
export interface PagesTable {
  id: string;
  path: string;
  sort_order: Generated<number>;
}

/** A page's title and meta description in one language. */
export interface PageTranslationsTable {
  page_id: string;
  locale: string;
  title: string;
  description: string;
}
