import { sql, type Kysely } from 'kysely';
import type { Locale } from '@/lib/i18n/config';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { listDestinations } from './destinationService';
import { CATEGORIES, LEVELS, SAFARI_TYPES, SPECIALISED, TRIP_TYPES } from './vocabulary';

export interface FilterIndex {
  tripTypes: { value: string; count: number }[];
  safariTypes: { value: string; count: number }[];
  levels: { value: string; count: number }[];
  tags: { value: string; count: number }[];
  categories: { value: string; count: number }[];
  destinations: { id: string; slug: string; name: string; count: number }[];
  price: { min: number; max: number };
  days: { min: number; max: number };
}

/** The filter form's options with how many tours each has (spec: "filter form data"). */
export async function getFilterIndex(locale: Locale, db: Kysely<Database> = getDb()): Promise<FilterIndex> {
  const countBy = (column: 'trip_type' | 'safari_type' | 'level' | 'category') =>
    db.selectFrom('tours').select([sql<string>`${sql.ref(column)}`.as('value'), (eb) => eb.fn.countAll<number>().as('n')]).groupBy(column).execute();
  const [trip, safari, level, category, tags, range, destinations] = await Promise.all([
    countBy('trip_type'),
    countBy('safari_type'),
    countBy('level'),
    countBy('category'),
    db.selectFrom('tour_tags').select(['tag as value', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('tag').execute(),
    db
      .selectFrom('tours')
      .select((eb) => [eb.fn.min<number>('price_from').as('pmin'), eb.fn.max<number>('price_from').as('pmax'), eb.fn.min<number>('days').as('dmin'), eb.fn.max<number>('days').as('dmax')])
      .executeTakeFirstOrThrow(),
    listDestinations(locale, db),
  ]);
  const ordered = (values: readonly string[], rows: { value: string; n: number }[]) =>
    values.map((value) => ({ value, count: Number(rows.find((r) => r.value === value)?.n ?? 0) }));
  return {
    tripTypes: ordered(TRIP_TYPES, trip),
    safariTypes: ordered(SAFARI_TYPES, safari),
    levels: ordered(LEVELS, level),
    tags: ordered(SPECIALISED, tags),
    categories: ordered(CATEGORIES, category),
    destinations: destinations.filter((d) => d.toursCount > 0).map((d) => ({ id: d.id, slug: d.slug, name: d.name, count: d.toursCount })),
    price: { min: Number(range.pmin ?? 0), max: Number(range.pmax ?? 0) },
    days: { min: Number(range.dmin ?? 1), max: Number(range.dmax ?? 1) },
  };
}
