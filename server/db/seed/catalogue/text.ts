import path from 'node:path';
import type { Locale } from '@/lib/i18n/config';
import { readLocaleJson } from '../readLocaleJson';
import type { DayBlockText, DestinationText } from './types';

export interface ToursText {
  titles: Record<string, string>;
  dayTripNames: Record<string, string>;
  routes: Record<string, string>;
  levels: Record<string, string>;
  styles: Record<string, string>;
  overviews: Record<string, string>;
  weather: Record<string, string>;
  tips: Record<string, string[]>;
  inclusions: Record<string, string[]>;
  exclusions: Record<string, string[]>;
  /** How a list of places is joined in titles; default " & ". */
  listJoin?: string;
}

export interface CatalogueText {
  destinations: Record<string, DestinationText>;
  blocks: Record<string, DayBlockText>;
  tours: ToursText;
}

const TEXT_DIR = path.join(process.cwd(), 'server/db/seed/catalogue/text');

/**
 * The catalogue's words in one language, file by file. A file not written yet for that
 * language is undefined: no translation rows are stored and readers fall back to English,
 * saying so.
 */
export function loadCatalogueText(locale: Locale, dir = TEXT_DIR): Partial<CatalogueText> {
  const read = <K extends keyof CatalogueText>(name: K) => readLocaleJson<CatalogueText[K]>(dir, locale, name);
  return { destinations: read('destinations'), blocks: read('blocks'), tours: read('tours') };
}
