import { afterAll, beforeAll } from 'vitest';
import { useSharedDb } from '@/server/db/connection';
import { setupDatabase } from '@/server/db/setup';
import { createTestDb, type Engine, type TestDb } from './testDb';
import { serveApi, type ServeOptions } from './apiServer';
import { FORM_TOKEN_ROUTE } from './formToken';

type Api = Awaited<ReturnType<typeof serveApi>>;

/**
 * For a describe block: a fresh database on the engine, migrated and seeded, made the site's
 * database, and the given API routes (and the forms' token route) served on loopback. Returns getters for both.
 */
export function useSeededApi(engine: Engine, routes: Parameters<typeof serveApi>[0], options?: ServeOptions) {
  let t: TestDb | undefined;
  let api: Api | undefined;
  beforeAll(async () => {
    t = await createTestDb(engine);
    await setupDatabase(t.db);
    useSharedDb(t.db);
    api = await serveApi({ ...FORM_TOKEN_ROUTE, ...routes }, options);
  });
  afterAll(async () => {
    await api?.close();
    await t?.drop();
  });
  return { api: () => api!, db: () => t! };
}
