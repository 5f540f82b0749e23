import type { Kysely } from 'kysely';
import { LOCALES } from '@/lib/i18n/config';
import { SITE_ROUTES } from '@/lib/routing/siteRoutes';
import type { Database } from '../types';
import { PAGE_META } from './pageMeta';

/** Builds the content from the sources in this folder. Safe to run any number of times. */
export async function seed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [index, route] of SITE_ROUTES.entries()) {
      await trx
        .insertInto('pages')
        .values({ id: route.id, path: route.path, sort_order: index })
        .onConflict((oc) => oc.column('id').doUpdateSet({ path: route.path, sort_order: index }))
        .execute();
      for (const locale of LOCALES) {
        const meta = PAGE_META[locale][route.id];
        if (!meta) continue; // falls back to English at read time
        await trx
          .insertInto('page_translations')
          .values({ page_id: route.id, locale, title: meta.title, description: meta.description })
          .onConflict((oc) => oc.columns(['page_id', 'locale']).doUpdateSet({ title: meta.title, description: meta.description }))
          .execute();
      }
    }
  });
}
