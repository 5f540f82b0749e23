import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { tourContentEntry, type TourContentEntry } from '@/lib/admin/contentSchemas';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { fieldMessages } from '@/lib/validation/fieldMessages';
import { slugify } from '@/lib/text/slugify';
import type { Operator } from '@/server/admin/operatorService';
import { AppError, notFound } from '@/server/http/errors';
import { getTourContent, saveTourDraft } from './tourContent';
import { translationsList } from './translations';

// A language's missing and outdated texts as a CSV file for a translation agency, and the file
// they send back saved as drafts (published by the office after a look). One row per text:
// kind, id, field, the English, the translation. Lists (tips, inclusions…) one item per line.

const FIELDS = ['title', 'overview', 'weather', 'tips', 'inclusions', 'exclusions'] as const;
type Field = (typeof FIELDS)[number];
const LIST_FIELDS = new Set<Field>(['tips', 'inclusions', 'exclusions']);
const COLUMNS = ['kind', 'id', 'field', 'english', 'translation'];

const asCell = (entry: TourContentEntry, field: Field) => (LIST_FIELDS.has(field) ? (entry[field] as string[]).join('\n') : (entry[field] as string));

const languageOf = (lang: string): Locale => {
  if (!isLocale(lang) || lang === 'en') throw notFound();
  return lang;
};

/** GET /api/admin/translations/{lang}/export?state=: the CSV (UTF-8 with a byte-order mark, as spreadsheet programs want it). */
export async function exportTranslations(lang: string, query: Record<string, unknown>) {
  const locale = languageOf(lang);
  // Tours' texts: the other kinds are translated in their own forms for now.
  const items = (await translationsList({ lang: locale, state: typeof query.state === 'string' ? query.state : 'missing,outdated' })).items.filter((i) => i.kind === 'tour');
  const rows: string[][] = [];
  for (const item of items) {
    const { languages } = await getTourContent(item.id);
    for (const field of FIELDS) rows.push([item.kind, item.id, field, asCell(languages.en, field), languages[locale].state === 'missing' ? '' : asCell(languages[locale], field)]);
  }
  return { filename: `translations-${locale}.csv`, csv: stringify(rows, { header: true, columns: COLUMNS, bom: true }), items: items.length };
}

type Problem = { row: number; id: string; field: string; message: string };

/**
 * POST /api/admin/translations/{lang}/import (text/csv): each tour's rows become one draft in that
 * language, over its current text (its address kept; a language new to the tour gets one made
 * from its title). Everything is checked first: one bad row and nothing is saved.
 */
export async function importTranslations(lang: string, body: Buffer, operator: Operator, requestLocale: Locale) {
  const locale = languageOf(lang);
  const messages = loadMessages(requestLocale);
  const tr = (key: string, params?: Record<string, string | number>) => translate(messages, key, params, requestLocale);
  const t = (key: string) => tr(`validation.${key}`);
  let records: Record<string, string>[];
  try {
    records = parse(body, { columns: true, bom: true, skip_empty_lines: true, trim: false, relax_column_count: true });
  } catch {
    throw new AppError(400, 'invalid_csv', 'api.invalidCsv');
  }
  if (!records.length || !['kind', 'id', 'field', 'translation'].every((c) => c in records[0])) throw new AppError(400, 'invalid_csv', 'api.invalidCsv');

  const problems: Problem[] = [];
  const byTour = new Map<string, { row: number; field: string; text: string }[]>();
  records.forEach((r, i) => {
    const row = i + 2; // the header is row 1
    if (r.kind !== 'tour' || !(FIELDS as readonly string[]).includes(r.field)) return problems.push({ row, id: r.id ?? '', field: r.field ?? '', message: t('invalid') });
    byTour.set(r.id, [...(byTour.get(r.id) ?? []), { row, field: r.field, text: r.translation ?? '' }]);
  });

  const drafts: { id: string; entry: TourContentEntry }[] = [];
  for (const [id, cells] of byTour) {
    let current: TourContentEntry & { state: string };
    try {
      current = (await getTourContent(id)).languages[locale];
    } catch (err) {
      if (err instanceof AppError && err.status === 404) {
        problems.push({ row: cells[0].row, id, field: 'id', message: t('invalid') });
        continue;
      }
      throw err;
    }
    const next: Record<string, unknown> = { ...current };
    delete next.state;
    delete next.updatedAt;
    delete next.updatedBy;
    for (const c of cells) next[c.field] = LIST_FIELDS.has(c.field as Field) ? c.text.split('\n').map((l) => l.trim()).filter(Boolean) : c.text;
    if (!next.slug && typeof next.title === 'string') next.slug = slugify(next.title) || id;
    const checked = tourContentEntry.safeParse(next);
    if (!checked.success) {
      for (const [field, message] of Object.entries(fieldMessages(checked.error, tr))) problems.push({ row: cells.find((c) => c.field === field)?.row ?? cells[0].row, id, field, message });
      continue;
    }
    drafts.push({ id, entry: checked.data });
  }
  if (problems.length) return { ok: false as const, problems };
  const saved: string[] = [];
  for (const d of drafts) {
    await saveTourDraft(d.id, locale, d.entry, operator);
    saved.push(d.id);
  }
  return { ok: true as const, saved };
}
