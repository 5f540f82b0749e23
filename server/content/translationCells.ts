import type { DocumentContentEntry, TourContentEntry } from '@/lib/admin/contentSchemas';
import { ARTICLE_TEXT } from './articleContent';
import { ASSOCIATE_TEXT } from './associateContent';
import type { ContentKind } from './contentItems';
import { DESTINATION_TEXT } from './destinationContent';
import { DOCUMENT_TEXT } from './documentContent';
import { PAGE_META_TEXT } from './pageMeta';
import { TEAM_TEXT } from './teamContent';
import { TOUR_TEXT } from './tourContent';

// What a translation agency's file holds of each kind of text: one cell per field, named so the
// file reads as it is ("overview", "days.2.title", "body.4"), lists one item per line. `fill`
// lays the translated cells over the language's current entry, in the English one's shape.

/** [field, text] in the order a translator reads them. */
export type Cells = [string, string][];
type Entry = Record<string, unknown>;

export interface CellKind {
  text: ContentKind<any>;
  cells: (entry: Entry) => Cells;
  /** The entry to save: `current` with the translated cells laid over it, structured as `english`. */
  fill: (english: Entry, current: Entry, cells: Map<string, string>) => Entry;
}

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** Plain fields: one cell each; `lists` are one item per line. */
function plain(text: ContentKind<any>, fields: string[], lists: string[] = []): CellKind {
  const isList = new Set(lists);
  return {
    text,
    cells: (e) => fields.map((f) => [f, isList.has(f) ? ((e[f] as string[] | undefined) ?? []).join('\n') : String(e[f] ?? '')]),
    fill: (_english, current, cells) => {
      const next = { ...current };
      for (const [f, t] of cells) if (fields.includes(f)) next[f] = isList.has(f) ? lines(t) : t;
      return next;
    },
  };
}

const tourBase = plain(TOUR_TEXT, ['title', 'overview', 'weather', 'tips', 'inclusions', 'exclusions'], ['tips', 'inclusions', 'exclusions']);
const dayCells = (days: TourContentEntry['days']): Cells => (days ?? []).flatMap((d, i) => [[`days.${i + 1}.title`, d.title], [`days.${i + 1}.description`, d.description]] as Cells);

/** A tour: its fields, then each day's title and text. */
const tour: CellKind = {
  text: TOUR_TEXT,
  cells: (e) => [...tourBase.cells(e), ...dayCells(e.days as TourContentEntry['days'])],
  fill: (english, current, cells) => {
    const next = tourBase.fill(english, current, cells);
    const mine = (current.days as TourContentEntry['days']) ?? [];
    next.days = ((english.days as TourContentEntry['days']) ?? []).map((d, i) => ({
      title: cells.get(`days.${i + 1}.title`) ?? mine[i]?.title ?? d.title,
      description: cells.get(`days.${i + 1}.description`) ?? mine[i]?.description ?? d.description,
    }));
    return next;
  },
};

type Block = DocumentContentEntry['body'][number];
const blockCells = (b: Block, n: number): Cells => {
  switch (b.type) {
    case 'ul':
    case 'ol':
      return [[`body.${n}`, b.items.join('\n')]];
    case 'steps':
      return b.items.flatMap((s, j) => [[`body.${n}.${j + 1}.title`, s.title], [`body.${n}.${j + 1}`, s.text]] as Cells);
    case 'image':
    case 'photo':
      return [[`body.${n}.alt`, b.alt], ...(b.caption !== undefined ? ([[`body.${n}.caption`, b.caption]] as Cells) : [])];
    default:
      return [[`body.${n}`, b.text]];
  }
};
const bodyCells = (body: unknown): Cells => ((body as Block[] | undefined) ?? []).flatMap((b, i) => blockCells(b, i + 1));

/** The English body's shape, each block's words from the file, else the language's own same block, else the English. */
function fillBody(english: unknown, current: unknown, cells: Map<string, string>): Block[] {
  const mine = (current as Block[] | undefined) ?? [];
  return ((english as Block[] | undefined) ?? []).map((b, i): Block => {
    const n = i + 1;
    const own = mine[i]?.type === b.type ? mine[i] : undefined;
    if (b.type === 'ul' || b.type === 'ol') {
      const t = cells.get(`body.${n}`);
      return { ...b, items: t !== undefined ? lines(t) : own && 'items' in own ? (own.items as string[]) : b.items };
    }
    if (b.type === 'steps') {
      const ownSteps = own?.type === 'steps' ? own.items : [];
      return { ...b, items: b.items.map((s, j) => ({ title: cells.get(`body.${n}.${j + 1}.title`) ?? ownSteps[j]?.title ?? s.title, text: cells.get(`body.${n}.${j + 1}`) ?? ownSteps[j]?.text ?? s.text })) };
    }
    if (b.type === 'image' || b.type === 'photo') {
      const caption = cells.get(`body.${n}.caption`) ?? (own && 'caption' in own ? own.caption : b.caption);
      return { ...b, alt: cells.get(`body.${n}.alt`) ?? (own && 'alt' in own ? own.alt : b.alt), ...(caption !== undefined ? { caption } : {}) };
    }
    return { ...b, text: cells.get(`body.${n}`) ?? (own && 'text' in own ? own.text : b.text) };
  });
}

const articleBase = plain(ARTICLE_TEXT, ['title', 'excerpt']);

/** An article: title, excerpt, then each block of the body (a list one item per line, a picture its alt text and caption). */
const article: CellKind = {
  text: ARTICLE_TEXT,
  cells: (e) => [...articleBase.cells(e), ...bodyCells(e.body)],
  fill: (english, current, cells) => ({ ...articleBase.fill(english, current, cells), body: fillBody(english.body, current.body, cells) }),
};

/** An information page: each block of its body, the booking process's steps a title and a text each. */
const document: CellKind = {
  text: DOCUMENT_TEXT,
  cells: (e) => bodyCells(e.body),
  fill: (english, current, cells) => ({ ...current, body: fillBody(english.body, current.body, cells) }),
};

/** Every kind of text the file carries, by the kind's name in the translations list. */
export const CELL_KINDS: Record<string, CellKind> = {
  tour,
  destination: plain(DESTINATION_TEXT, ['name', 'summary', 'description', 'bestTime', 'highSeason', 'highlights'], ['highlights']),
  article,
  'team-member': plain(TEAM_TEXT, ['role', 'bio']),
  associate: plain(ASSOCIATE_TEXT, ['name', 'description']),
  page: plain(PAGE_META_TEXT, ['title', 'description']),
  document,
};
