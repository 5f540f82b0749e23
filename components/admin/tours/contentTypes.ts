import type { ContentState, TourContentEntry } from '@/lib/admin/contentSchemas';
import type { Published } from './types';

/** One language of a tour as GET /api/admin/tours/{id}/content answers it. */
export type LanguageEntry = TourContentEntry & { state: ContentState; updatedAt: string | null; updatedBy: string | null };
export type TourContent = { languages: Record<string, LanguageEntry> };
export type PublishedContent = TourContent & Published & { published: string; previousSlug: string | null };
export type Revision = { id: string; language: string; state: 'draft' | 'published'; createdAt: string; createdBy: string; entry: TourContentEntry };

export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German', fr: 'French', es: 'Spanish', it: 'Italian', pt: 'Portuguese' };

/** How each state reads in the matrix, and its tone. */
export const STATE_LOOK: Record<ContentState, { label: string; tone: 'good' | 'plain' | 'alert' }> = {
  published: { label: 'published', tone: 'good' },
  draft: { label: 'draft', tone: 'plain' },
  missing: { label: 'missing', tone: 'alert' },
  outdated: { label: 'outdated', tone: 'alert' },
};
