import type { Locale } from '@/lib/i18n/config';
import type { PageId } from '@/lib/routing/siteRoutes';
import en from './page-meta/en.json';
import de from './page-meta/de.json';
import fr from './page-meta/fr.json';
import es from './page-meta/es.json';
import it from './page-meta/it.json';
import pt from './page-meta/pt.json';

export type PageMetaSource = Record<PageId, { title: string; description: string }>;

/** Meta titles and descriptions of the fixed routes, one source file per language. */
export const PAGE_META: Record<Locale, PageMetaSource> = { en, de, fr, es, it, pt };
