import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupDatabase } from '@/server/db/setup';
import { sigkillDuringBurst, type Expect } from '../helpers/killBurst';
import { databaseEnv, startSiteChild, type SiteChild } from '../helpers/siteChild';
import { createTestDb, engines, type TestDb } from '../helpers/testDb';

// The write routes in a process of their own (tests/helpers/siteProcess.ts); the same scenario
// against the whole production server (`npm start`) is tests/e2e/killServer.spec.ts.
describe.each(engines())('a server SIGKILLed during a burst of quotes and bookings on %s', (engine) => {
  let t: TestDb;
  const sites: SiteChild[] = [];
  beforeAll(async () => {
    t = await createTestDb(engine);
    await setupDatabase(t.db);
  });
  afterAll(async () => {
    for (const s of sites) await s.stop();
    await t?.drop();
  });
  const start = async () => {
    const site = await startSiteChild(databaseEnv(t.config));
    sites.push(site);
    return site;
  };

  it('keeps every answered request whole after the restart, sells no seat twice, and a retry with the same key makes one record', async () => {
    console.log(await sigkillDuringBurst({ expect: expect as unknown as Expect, db: t.db, start, label: engine }));
  }, 180_000);
});
