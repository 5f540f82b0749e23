import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { fieldMessages } from '@/lib/validation/fieldMessages';
import { slugify } from '@/lib/text/slugify';
import type { Operator } from '@/server/admin/operatorService';
import { AppError, notFound } from '@/server/http/errors';
import { getContent, saveDraft } from './contentItems';
import { CELL_KINDS, type CellKind } from './translationCells';
import { translationsList } from './translations';

// A language's missing and outdated texts as a CSV file for a translation agency, and the file
// they send back saved as drafts (published by the office after a look). One row per text:
// kind, id, field, the English, the translation; every kind the studio keeps (translationCells.ts).

const COLUMNS = ['kind', 'id', 'field', 'english', 'translation'];
type Entry = Record<string, unknown>;

const languageOf = (lang: string): Locale => {
  if (!isLocale(lang) || lang === 'en') throw notFound();
  return lang;
};

/** An item's English and the language's entry (without its state and who saved it). */
async function entriesOf(k: CellKind, id: string, locale: Locale) {
  const { languages } = (await getContent(k.text, id)) as { languages: Record<string, Entry & { state: string }> };
  const bare = ({ state: _s, updatedAt: _a, updatedBy: _b, ...entry }: Entry) => entry;
  return { english: bare(languages.en!), current: bare(languages[locale]!), missing: languages[locale]!.state === 'missing' };
}

/** GET /api/admin/translations/{lang}/export?state=: the CSV (UTF-8 with a byte-order mark, as spreadsheet programs want it). */
export async function exportTranslations(lang: string, query: Record<string, unknown>) {
  const locale = languageOf(lang);
  const items = (await translationsList({ lang: locale, state: typeof query.state === 'string' ? query.state : 'missing,outdated' })).items.filter((i) => CELL_KINDS[i.kind]);
  const rows: string[][] = [];
  for (const item of items) {
    const k = CELL_KINDS[item.kind]!;
    const { english, current, missing } = await entriesOf(k, item.id, locale);
    const mine = new Map(missing ? [] : k.cells(current));
    for (const [field, text] of k.cells(english)) rows.push([item.kind, item.id, field, text, mine.get(field) ?? '']);
  }
  return { filename: `translations-${locale}.csv`, csv: stringify(rows, { header: true, columns: COLUMNS, bom: true }), items: items.length };
}

type Problem = { row: number; id: string; field: string; message: string };

/**
 * POST /api/admin/translations/{lang}/import (text/csv): each item's rows become one draft in that
 * language, over its current text (its address kept; a language new to the item gets one made
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
  const byItem = new Map<string, { kind: string; id: string; cells: { row: number; field: string; text: string }[] }>();
  records.forEach((r, i) => {
    const row = i + 2; // the header is row 1
    if (!CELL_KINDS[r.kind]) return problems.push({ row, id: r.id ?? '', field: r.field ?? '', message: t('invalid') });
    const key = `${r.kind}\n${r.id}`;
    const item = byItem.get(key) ?? { kind: r.kind, id: r.id, cells: [] };
    item.cells.push({ row, field: r.field, text: r.translation ?? '' });
    byItem.set(key, item);
  });

  const drafts: { k: CellKind; id: string; entry: Entry }[] = [];
  for (const { kind, id, cells } of byItem.values()) {
    // An item the agency left untranslated (every cell empty) is no draft: the file may hold work not done yet.
    if (cells.every((c) => c.text.trim() === '')) continue;
    const k = CELL_KINDS[kind]!;
    let entries: Awaited<ReturnType<typeof entriesOf>>;
    try {
      entries = await entriesOf(k, id, locale);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) {
        problems.push({ row: cells[0]!.row, id, field: 'id', message: t('invalid') });
        continue;
      }
      throw err;
    }
    // A field the English does not have (a day or block it no longer has, a typo) is named, not dropped.
    const known = new Set(k.cells(entries.english).map(([f]) => f));
    for (const c of cells) if (!known.has(c.field)) problems.push({ row: c.row, id, field: c.field, message: t('invalid') });
    const next = k.fill(entries.english, entries.current, new Map(cells.map((c) => [c.field, c.text])));
    if ('slug' in next && !next.slug) next.slug = slugify(String(next.title ?? next.name ?? '')) || id;
    const checked = k.text.schema.safeParse(next);
    if (!checked.success) {
      for (const [field, message] of Object.entries(fieldMessages(checked.error, tr))) problems.push({ row: cells.find((c) => c.field === field)?.row ?? cells[0]!.row, id, field, message });
      continue;
    }
    drafts.push({ k, id, entry: checked.data as Entry });
  }
  if (problems.length) return { ok: false as const, problems };
  const saved: string[] = [];
  for (const d of drafts) {
    await saveDraft(d.k.text, d.id, locale, d.entry, operator);
    saved.push(d.id);
  }
  return { ok: true as const, saved };
}
