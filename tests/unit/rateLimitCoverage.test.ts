import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import rateLimits from '@/config/rateLimits';

// Every route that writes, signs in or searches declares its rate limit: a new write route
// without one fails here instead of reaching production unlimited.

const API = path.resolve(__dirname, '../../pages/api');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
const routes = files(API).map((file) => ({ route: path.relative(API, file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }));

/** POST routes that only read (one's own profile or link) and the JSON 404 of unknown paths. */
const READS_BY_POST = ['getProfile.ts', 'getAffiliate.ts', '[...path].ts'];

describe('rate limits cover the routes', () => {
  it('every route with POST, PUT, PATCH or DELETE names a limit (admin routes through adminHandler)', () => {
    const unlimited = routes
      .filter(({ route, text }) => /\b(POST|PUT|PATCH|DELETE):|leadRoute\(/.test(text) && !READS_BY_POST.includes(route))
      .filter(({ text }) => !/limit: |leadRoute\([^]*, '\w+'\)|adminHandler\(/.test(text))
      .map(({ route }) => route);
    expect(unlimited).toEqual([]);
  });

  it('the site search and the tour filter are limited, and every limit named in a route exists', () => {
    for (const route of ['site-search.ts', 'filter.ts', 'filterindex.ts', 'tourlistpage.ts']) expect(routes.find((r) => r.route === route)?.text).toMatch(/limit: '(search|filter)'/);
    const named = routes.flatMap(({ text }) => [...text.matchAll(/limit: '(\w+)'|(?:POST|DELETE): '(\w+)'|leadRoute\([^]*, '(\w+)'\)/g)].map((m) => m[1] ?? m[2] ?? m[3]!));
    expect(named.length).toBeGreaterThan(15);
    for (const name of named) expect(Object.keys(rateLimits.RATE_LIMITS)).toContain(name);
  });
});

describe('the rate-limit table in docs/security.md', () => {
  it('shows every limit with the numbers config/rateLimits.js holds', () => {
    const doc = fs.readFileSync(path.resolve(__dirname, '../../docs/security.md'), 'utf8');
    for (const [name, rule] of Object.entries(rateLimits.RATE_LIMITS)) {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${name}\` (\`${rule.env}_…\`) |`));
      expect(row, name).toBeDefined();
      const [, , , perIp, perAccount, windowText] = row!.split('|').map((c) => c.trim());
      expect(perIp, name).toBe(String(rule.perIp));
      expect(perAccount?.split(' ')[0], name).toBe('perAccount' in rule ? String(rule.perAccount) : '–');
      const seconds = rule.windowSeconds;
      expect(windowText, name).toBe(seconds % 3600 === 0 ? `${seconds / 3600} h` : `${seconds / 60} min`);
    }
  });
});
