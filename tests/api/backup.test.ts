import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import * as quoteRoute from '@/pages/api/requestquote';
import * as contactRoute from '@/pages/api/contact_us';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingRoute from '@/pages/api/bookings/[number]';
import * as signupRoute from '@/pages/api/auth/signup';
import * as loginRoute from '@/pages/api/auth/login';
import { useSharedDb, type DbConfig } from '@/server/db/connection';
import { setupDatabase } from '@/server/db/setup';
import { addOperator } from '@/server/admin/operatorService';
import { incrementCounter } from '@/server/leads/counterRepository';
import { backupDatabase } from '@/server/db/backup/backup';
import { writeDump } from '@/server/db/backup/dumpFile';
import { backupSqliteFile } from '@/server/db/backup/sqliteFile';
import { openBackup } from '@/server/db/backup/source';
import { nonEmptyTables, restoreBackup, RestoreRefused } from '@/server/db/backup/restore';
import { tablesInDependencyOrder } from '@/server/db/backup/tables';
import { createTestDb, engines, type Engine, type TestDb } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';
import { agedFormToken, agedFormTokens } from '../helpers/validBodies';
import { describeWhen } from '../helpers/applicable';
import { confirmByMail } from '../helpers/signupByMail';
import { insertMedia } from '@/server/media/mediaRepository';
import { sizePhoto } from '@/server/media/photoFile';
import { cameraJpeg } from '../helpers/photos';

// The operator backs the database up while the site runs and restores it into an empty
// database (a new machine, or PostgreSQL instead of SQLite): every row comes back, and the site
// carries on where it stopped (numbers continue, accounts log in).

const ROUTES = {
  '/api/requestquote': quoteRoute,
  '/api/contact_us': contactRoute,
  '/api/bookings': bookingsRoute,
  '/api/bookings/[number]': bookingRoute,
  '/api/auth/signup': signupRoute,
  '/api/auth/login': loginRoute,
};

const PASSWORD = 'kilimanjaro-5895m';
const quote = (email: string, formToken: string) => ({
  source: 'wizard', travelType: 'family', days: 10, travelWith: 'family', budget: '3500-5000', departureDate: isoDay(45), destination: 'Serengeti und Sansibar',
  adults: 2, children: 1, childrenAges: [7], fullName: 'Anna Müller', email, phone: '+49 30 1234567', country: 'DE', contactPreference: 'email',
  message: 'Große Tierwanderung – und danach „Strand“ 🌴', interests: ['safari', 'migration'], website: '', formToken,
});

/** Every table's rows (as sorted JSON, so order does not matter) and the migrations that ran. */
async function contents(db: Kysely<any>, engine: Engine) {
  const tables: Record<string, string[]> = {};
  for (const { name } of await tablesInDependencyOrder(db, engine)) {
    tables[name] = ((await db.selectFrom(name).selectAll().execute()) as object[]).map((row) => JSON.stringify(Object.entries(row).sort())).sort();
  }
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return { migrations: rows.map((r) => r.name), tables };
}

async function restoreFile(file: string, target: TestDb, force = false) {
  const source = await openBackup(file);
  try {
    return await restoreBackup(target.db, target.config.engine, source, { force });
  } finally {
    await source.close();
  }
}

const cliEnv = (config: DbConfig): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATABASE_FILE;
  return config.engine === 'sqlite' ? { ...env, DATABASE_FILE: config.file } : { ...env, DATABASE_URL: config.url };
};
const cli = (args: string[], config: DbConfig) =>
  promisify(execFile)(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/db/cli.ts', ...args], { env: cliEnv(config) }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );

describe.each(engines())('backup and restore on %s', (engine) => {
  const seeded = useSeededApi(engine, ROUTES);
  const source = () => seeded.db();
  // A new connection each time: the tests pause longer than the server keeps an idle one open.
  const call = (method: string, p: string, body?: unknown) =>
    new Promise<{ status: number; text: string; json: () => any }>((resolve, reject) => {
      const req = http.request(`${seeded.api().url}${p}`, { method, agent: false, headers: { host: 'de.localhost:3000', 'content-type': 'application/json' } }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text) }));
      });
      req.on('error', reject).end(body === undefined ? undefined : JSON.stringify(body));
    });
  const post = (p: string, body: unknown) => call('POST', p, body);
  let dir = '';
  let backupFile = '';
  const targets: TestDb[] = [];
  const emptyDb = async () => {
    const t = await createTestDb(engine);
    targets.push(t);
    return t;
  };
  let lastQuote = '';
  let manageUrl = '';
  const email = `amani.${Date.now()}@example.com`;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-backup-'));
    backupFile = path.join(dir, engine === 'sqlite' ? 'site-backup.db' : 'site-backup.jsonl');
    // What travellers and the operator leave behind: leads, an account with a session, a booking, mails.
    const formToken = await agedFormTokens(source().db);
    for (const n of [1, 2]) {
      const res = await post('/api/requestquote', quote(`anna.${n}@example.de`, formToken()));
      expect(res.status, res.text).toBe(201);
      lastQuote = res.json().quoteNumber;
    }
    expect((await post('/api/contact_us', { fullName: 'Marie Dubois', email: 'marie@example.fr', phone: '', country: 'FR', subject: 'Kilimandjaro', message: 'Une question sur la montée.', website: '', formToken: formToken() })).status).toBe(201);
    expect((await post('/api/auth/signup', { name: 'Amani Mushi', email, password: PASSWORD, passwordConfirmation: PASSWORD })).status).toBe(202);
    await confirmByMail(email, source().db);
    const { private: tour } = await bookableTours(source().db);
    const booked = await post('/api/bookings', { ...bookingAnswers({ tour: tour.slug, startDate: isoDay(150), children: 0, childrenAges: [] }), formToken: formToken() });
    expect(booked.status, booked.text).toBe(201);
    manageUrl = booked.json().manageUrl;
    await addOperator({ email: `neema.${Date.now()}@twiga.example`, name: 'Neema', password: 'a-long-operator-passphrase' }, source().db);
    // A photo the office uploaded: its sizes are binary rows.
    const photo = await sizePhoto(await cameraJpeg(700, 500));
    const media = { id: 'a1'.repeat(12), sha256: photo.sha256, width: photo.width, height: photo.height, format: photo.format, bytes: 1, alt: '{"en":"Elephants"}', created_at: new Date().toISOString(), created_by: 'neema@twiga.example' };
    await insertMedia(source().db, media, photo.files);
    await source().db.insertInto('tour_media').values({ tour_id: tour.id, media_id: media.id, position: 0 }).execute();
  });
  afterAll(async () => {
    useSharedDb(source().db);
    for (const t of targets) await t.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while the site runs and restores into an empty database: every table, row for row', async () => {
    await backupDatabase(source().config, source().db, backupFile);
    const target = await emptyDb();
    const counts = await restoreFile(backupFile, target);

    const before = await contents(source().db, engine);
    const after = await contents(target.db, engine);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const table of Object.keys(before.tables)) {
      expect(after.tables[table].length, table).toBe(before.tables[table].length);
      expect(after.tables[table], table).toEqual(before.tables[table]);
    }
    expect(after.migrations).toEqual(before.migrations);
    // What the traveller and the operator wrote is among it.
    for (const table of ['quote_requests', 'contact_messages', 'users', 'sessions', 'bookings', 'booking_history', 'outbox', 'operators', 'counters', 'tours', 'media', 'media_files', 'tour_media']) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
    expect(counts.quote_requests).toBe(2);
  }, 120_000);

  it('the restored site carries on: the next quote number follows the last one, the account logs in, the booking link opens', async () => {
    const target = targets[0];
    useSharedDb(target.db);
    try {
      const res = await post('/api/requestquote', quote('after.restore@example.de', await agedFormToken(target.db)));
      expect(res.status, res.text).toBe(201);
      const [prefix, year, n] = lastQuote.split('-');
      expect(res.json().quoteNumber).toBe(`${prefix}-${year}-${String(Number(n) + 1).padStart(6, '0')}`);
      const login = await post('/api/auth/login', { email, password: PASSWORD });
      expect(login.status, login.text).toBe(200);
      // The link mailed before the backup still opens the booking (its signing secret was restored).
      const link = new URL(manageUrl).searchParams;
      const view = await call('GET', `/api/bookings/${link.get('booking')}?key=${encodeURIComponent(link.get('key')!)}`);
      expect(view.status, view.text).toBe(200);
    } finally {
      useSharedDb(source().db);
    }
    if (engine === 'postgres') {
      // Numbers come from the counters table, restored with the rest: no PostgreSQL sequence
      // exists that a restore would have to move past the restored rows (a serial column added
      // later would need one, and this fails to say so).
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_class where relkind = 'S'`.execute(target.db);
      expect(rows[0].n).toBe(0);
    }
  });

  it('refuses to restore over a database that holds data; --force replaces its contents', async () => {
    const target = targets[0];
    const held = await nonEmptyTables(target.db, engine);
    await expect(restoreFile(backupFile, target)).rejects.toThrow(RestoreRefused);
    await expect(restoreFile(backupFile, target)).rejects.toThrow(/not empty: .*quote_requests \(3\).*--force/);
    expect(await nonEmptyTables(target.db, engine)).toEqual(held);

    await restoreFile(backupFile, target, true);
    expect(await contents(target.db, engine)).toEqual(await contents(source().db, engine));
  }, 120_000);

  it('a backup cut short is refused and leaves the target empty', async () => {
    const dump = path.join(dir, 'cut.jsonl');
    await writeDump(source().db, engine, dump);
    const lines = fs.readFileSync(dump, 'utf8').trimEnd().split('\n');
    fs.writeFileSync(dump, `${lines.slice(0, -40).join('\n')}\n`);
    const target = await emptyDb();
    await expect(restoreFile(dump, target)).rejects.toThrow(/cut short/);
    expect(await nonEmptyTables(target.db, engine)).toEqual({});
  }, 120_000);

  // Issue 24, item 21: restoring a truncated backup printed a raw SqliteError stack.
  it('npm run db:restore of a backup file cut short says so in one line, without a stack, and leaves the target empty', async () => {
    const file = path.join(dir, engine === 'sqlite' ? 'truncated.db' : 'truncated.jsonl');
    expect((await cli(['backup', file], source().config)).code).toBe(0);
    const whole = fs.readFileSync(file);
    fs.writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = await emptyDb();
    const restored = await cli(['restore', file], target.config);
    expect(restored.code).toBe(1);
    expect(restored.stderr.trim().split('\n'), restored.stderr).toHaveLength(1);
    expect(restored.stderr).toMatch(/^db: .*truncated\.(db|jsonl) is damaged or cut short.*another backup/);
    expect(restored.stderr).not.toMatch(/SqliteError|\n\s+at /);
    expect(await nonEmptyTables(target.db, engine)).toEqual({});
  }, 120_000);

  it('npm run db:backup -- <file> and npm run db:restore -- <file> [--force]', async () => {
    const file = path.join(dir, engine === 'sqlite' ? 'cli.db' : 'cli.jsonl');
    const made = await cli(['backup', file], source().config);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/db backup: .* → .*cli\./);

    const target = await emptyDb();
    const restored = await cli(['restore', file], target.config);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/db restore: .* \(\d+ tables, \d+ rows\)/);
    expect((await contents(target.db, engine)).tables.quote_requests).toEqual((await contents(source().db, engine)).tables.quote_requests);

    const again = await cli(['restore', file], target.config);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^db: the target database is not empty: .*--force/);
    expect((await cli(['restore', file, '--force'], target.config)).code).toBe(0);
    expect((await cli(['backup'], source().config)).stderr).toContain('usage: npm run db:backup');
  }, 240_000);
});

describe('a SQLite backup taken during a burst of writes', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('sqlite');
    await setupDatabase(t.db);
  });
  afterAll(async () => t?.drop());

  it('is a consistent copy: each write is in it whole or not at all', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-backup-'));
    let stop = false;
    let written = 0;
    // Each write numbers a message from the counter in one transaction, as the site does.
    const writer = (async () => {
      while (!stop) {
        await t.db.transaction().execute(async (trx) => {
          const n = await incrementCounter(trx, 'BURST');
          await trx.insertInto('contact_messages').values({ number: `C-BURST-${n}`, locale: 'en', full_name: 'Burst', email: 'burst@example.com', payload: '{}', created_at: new Date().toISOString() }).execute();
        });
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (written < 30) await new Promise((resolve) => setTimeout(resolve, 5));
    const file = path.join(dir, 'burst.db');
    await backupSqliteFile(t.config.engine === 'sqlite' ? t.config.file : '', file);
    const atBackup = written;
    stop = true;
    await writer;

    const copy = await openBackup(file);
    try {
      const batches = [];
      for await (const b of copy.batches()) if (b.table === 'counters' || b.table === 'contact_messages') batches.push(b);
      const counter = batches.find((b) => b.table === 'counters')!;
      const value = counter.rows.find((r) => r[counter.columns.indexOf('name')] === 'BURST')?.[counter.columns.indexOf('value')];
      const messages = batches.filter((b) => b.table === 'contact_messages').flatMap((b) => b.rows).length;
      expect(value).toBe(messages);
      expect(messages).toBeGreaterThanOrEqual(30);
      expect(messages).toBeLessThanOrEqual(atBackup + 1);
    } finally {
      await copy.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeWhen(engines().includes('postgres'))('moving a site between SQLite and PostgreSQL', () => {
  const made: TestDb[] = [];
  const fresh = async (engine: Engine, setup = false) => {
    const t = await createTestDb(engine);
    made.push(t);
    if (setup) await setupDatabase(t.db);
    return t;
  };
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-move-'));
  });
  afterAll(async () => {
    for (const t of made) await t.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['sqlite', 'postgres'],
    ['postgres', 'sqlite'],
  ] as const)('a %s backup restores into %s with every row', async (from, to) => {
    const origin = await fresh(from, true);
    const file = path.join(dir, `${from}-backup`);
    await backupDatabase(origin.config, origin.db, file);
    const target = await fresh(to);
    await restoreFile(file, target);
    const before = await contents(origin.db, from);
    const after = await contents(target.db, to);
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
    for (const table of Object.keys(before.tables)) expect(after.tables[table], table).toEqual(before.tables[table]);
  }, 120_000);
});
