import type { Kysely } from 'kysely';
import { LOCALES } from '@/lib/i18n/config';
import { SITE_ROUTES } from '@/lib/routing/siteRoutes';
import type { Database } from '../types';
import { topUpDepartures } from '@/server/bookings/departureSeed';
import { seedBlog } from './blog';
import { seedCatalogue } from './catalogue';
import { seedInfo } from './info';
import { PAGE_META } from './pageMeta';
import { upsert } from './upsert';
import { samplesWanted } from './samples';

/** Builds the content from the sources in this folder. Safe to run any number of times. */
export async function seed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await upsert(trx, 'pages', SITE_ROUTES.map((route, index) => ({ id: route.id, path: route.path, sort_order: index })), ['id']);
    // A page's meta the office published in the back office stays theirs.
    const own = new Set((await trx.selectFrom('content_revisions').select(['item_id', 'locale']).distinct().where('kind', '=', 'page').where('state', '=', 'published').execute()).map((r) => `${r.item_id} ${r.locale}`));
    await upsert(
      trx,
      'page_translations',
      SITE_ROUTES.flatMap((route) =>
        LOCALES.filter((locale) => PAGE_META[locale][route.id] && !own.has(`${route.id} ${locale}`)).map((locale) => ({
          page_id: route.id,
          locale,
          title: PAGE_META[locale][route.id].title,
          description: PAGE_META[locale][route.id].description,
        })),
      ),
      ['page_id', 'locale'],
    );
    // Without samples: the places and the days tours are made of, and the legal pages; no tour,
    // review, article, team member, partner, deal or departure the operator did not make.
    const samples = await samplesWanted(trx);
    await seedCatalogue(trx, samples);
    if (samples) await seedBlog(trx);
    await seedInfo(trx, samples);
    if (samples) await topUpDepartures(trx, new Date().toISOString().slice(0, 10));
  });
}
