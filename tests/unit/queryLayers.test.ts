import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Services own transactions and mapping; only repositories (files named *Repository.ts, or
// repository.ts) build Kysely queries, and they take `db` (or a transaction) as a parameter.
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(/;
const FOLDERS = ['server/affiliate', 'server/leads', 'server/seo', 'server/search', 'server/catalogue', 'server/blog', 'server/info', 'server/pages', 'server/slugs', 'server/wishlist', 'server/bookings', 'server/admin', 'server/deals'];
/** Folders that query through another feature's repositories and hold none of their own. */
const NO_QUERIES = ['server/payments', 'server/payments/pesapal'];

describe('where queries live', () => {
  for (const folder of FOLDERS) {
    it(`${folder}: only repositories run queries`, () => {
      const files = fs.readdirSync(folder).filter((f) => f.endsWith('.ts'));
      const repositories = files.filter((f) => /(^r|R)epository\.ts$/.test(f));
      expect(repositories.length).toBeGreaterThan(0);
      for (const file of files.filter((f) => !repositories.includes(f))) {
        expect(fs.readFileSync(path.join(folder, file), 'utf8'), `${folder}/${file}`).not.toMatch(QUERY);
      }
    });
  }
  for (const folder of NO_QUERIES) {
    it(`${folder}: runs no queries of its own`, () => {
      for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.ts'))) {
        expect(fs.readFileSync(path.join(folder, file), 'utf8'), `${folder}/${file}`).not.toMatch(QUERY);
      }
    });
  }
});
