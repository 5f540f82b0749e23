import type { ContentState } from '@/lib/admin/contentSchemas';
import type { Published } from '../tours/types';

/** One language of an item as GET …/{id}/content answers it: the kind's fields, then where it stands. */
export type LanguageEntry = Record<string, unknown> & { state: ContentState; updatedAt: string | null; updatedBy: string | null };
/** `onSite`: the languages whose text the site shows now (a draft may wait on top of it). */
export type ItemContent = { languages: Record<string, LanguageEntry>; onSite?: string[] };
export type PublishedContent = ItemContent & Published & { published: string; previousSlug: string | null };
export type Revision = { id: string; language: string; state: 'original' | 'draft' | 'published'; createdAt: string; createdBy: string; entry: Record<string, unknown> & { title?: string } };

/** A field of a kind's form: one line, a text, or a list (one item per line). */
export type ContentField = { name: string; label: string; kind: 'line' | 'text' | 'list' | 'days' | 'rich'; rows?: number; hint?: (entry: LanguageEntry) => string; translated?: boolean };

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', pt: 'Portuguese' };

/** How each state reads in the matrix, and its tone. */
export const STATE_LOOK: Record<ContentState, { label: string; tone: 'good' | 'plain' | 'alert' }> = {
  published: { label: 'published', tone: 'good' },
  draft: { label: 'draft', tone: 'plain' },
  missing: { label: 'missing', tone: 'alert' },
  outdated: { label: 'outdated', tone: 'alert' },
};
