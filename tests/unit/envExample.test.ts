import { nextConfigForBuild } from '../helpers/nextConfig';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/config';
import { readEnvExample, TEST_ONLY_HEADING } from '../helpers/envExample';

// .env.example must list every environment variable the code reads, and nothing the code does
// not read: an operator configures the site from it. The source is scanned, not a list kept by
// hand, so a new process.env.X anywhere fails here until it is documented.

const ROOT = path.resolve(__dirname, '../..');
const require = createRequire(import.meta.url);

/** Folders that are not the site's source: dependencies, builds, data, the tests themselves. */
const SKIPPED_DIRS = /^(node_modules|\.next.*|\.git|\.e2e-work|data|public|reports|coverage|tests|results)$/;
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|sh)$/;
/** The tests (skipped above: they set the site's variables) are scanned for their own, by prefix. */
const TEST_ONLY = /^(E2E|TEST|REQUIRE)_/;

/**
 * Names built at run time (`AUTH_${upper}_PER_IP`), as PREFIX*SUFFIX, and what they expand to.
 * A new pattern in the source fails the test until it is listed here.
 */
const upper = (values: readonly string[]) => values.map((v) => v.toUpperCase());
type LimitRule = { env: string; windowEnv?: string; perAccount?: number; perAccountIp?: number };
const { RATE_LIMITS } = require('../../config/rateLimits.js') as { RATE_LIMITS: Record<string, LimitRule> };
const LIMIT_RULES = Object.values(RATE_LIMITS);
/** The rate limits' name stems in config/rateLimits.js ('RATE_LIMIT_QUOTE'): parts of names, not names. */
const LIMIT_STEMS = new Set(LIMIT_RULES.map((r) => r.env));
const { THIRD_PARTY_ENV } = require('../../config/thirdParties.js') as { THIRD_PARTY_ENV: string[] };
const DYNAMIC_NAMES: Record<string, string[]> = {
  '*_PER_IP': LIMIT_RULES.map((r) => `${r.env}_PER_IP`),
  '*_PER_ACCOUNT': LIMIT_RULES.filter((r) => r.perAccount !== undefined).map((r) => `${r.env}_PER_ACCOUNT`),
  '*_PER_ACCOUNT_IP': LIMIT_RULES.filter((r) => r.perAccountIp !== undefined).map((r) => `${r.env}_PER_ACCOUNT_IP`),
  '*_WINDOW_SECONDS': LIMIT_RULES.map((r) => r.windowEnv ?? `${r.env}_WINDOW_SECONDS`),
  'SITE_ORIGIN_*': upper(LOCALES).map((l) => `SITE_ORIGIN_${l}`),
  'API_HOST_*': upper(LOCALES).map((l) => `API_HOST_${l}`),
  'ANALYTICS_TAG_*': upper(LOCALES).map((l) => `ANALYTICS_TAG_${l}`),
  'NEXT_PUBLIC_SITE_ORIGIN_*': upper(LOCALES).map((l) => `NEXT_PUBLIC_SITE_ORIGIN_${l}`),
  'NEXT_PUBLIC_API_HOST_*': upper(LOCALES).map((l) => `NEXT_PUBLIC_API_HOST_${l}`),
  'NEXT_PUBLIC_*': THIRD_PARTY_ENV.map((name) => `NEXT_PUBLIC_${name}`),
};

/** Set by Next.js itself, never by an operator. */
const SET_BY_NEXT = new Set(['NEXT_RUNTIME', 'NEXT_PHASE']);
/** Made by next.config.js from the operator's variables (SITE_ORIGIN_EN → NEXT_PUBLIC_SITE_ORIGIN_EN): not set directly. */
const DERIVED = new Set(Object.keys(nextConfigForBuild().env));
/** Names documented ahead of the code that reads them (a branch not merged yet); none now. The test says when to take one off. */
const PENDING = new Set<string>([]);

const ENV_NAME = '[A-Z][A-Z0-9_]*';
const LITERAL_READS = [
  // process.env.X, and env.X on an environment passed in (dbConfigFromEnv(env), pesapalConfig(env))
  new RegExp(`\\benv\\.(${ENV_NAME})\\b`, 'g'),
  // env['X'], env["X"], env[\`X\`]
  new RegExp(`\\benv\\[\\s*['"\`](${ENV_NAME})['"\`]\\s*\\]`, 'g'),
  // shell: \${X:-default}, \${X-default}, and what a script exports to what it runs
  new RegExp(`\\$\\{(${ENV_NAME}):?-`, 'g'),
];
const SHELL_EXPORT = new RegExp(`^\\s*export\\s+(.+)$`, 'gm');
const DESTRUCTURED = /\{([^}]*)\}\s*=\s*process\.env\b/g;
/** env[name], env[`X_${y}`]: a name made at run time; the file's name-like strings then count as reads. */
const DYNAMIC_READ = /\benv\[\s*(?!['"](?:[A-Z][A-Z0-9_]*)['"]\s*\])(?!`[A-Z0-9_]*`\s*\])/;
const NAME_LITERAL = /['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g;
const NAME_TEMPLATE = /`([A-Z][A-Z0-9_]*)?\$\{[^}`]+\}([A-Z0-9_]*)`/g;

function sourceFiles(dir: string, skip: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.test(entry.name) ? [] : sourceFiles(full, skip);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

type Found = { names: Map<string, string>; unknownPatterns: string[] };

/** Every variable name the files read, with the first file that reads it. */
function scanEnvReads(files: string[]): Found {
  const names = new Map<string, string>();
  const unknownPatterns: string[] = [];
  const add = (name: string, file: string) => {
    if (!names.has(name)) names.set(name, path.relative(ROOT, file));
  };
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const re of LITERAL_READS) for (const m of text.matchAll(re)) add(m[1], file);
    for (const m of text.matchAll(DESTRUCTURED)) for (const part of m[1].split(',')) add(part.split(':')[0].trim(), file);
    if (file.endsWith('.sh')) {
      for (const m of text.matchAll(SHELL_EXPORT)) for (const word of m[1].split(/\s+/)) if (new RegExp(`^${ENV_NAME}(=|$)`).test(word)) add(word.split('=')[0], file);
    }
    if (!DYNAMIC_READ.test(text)) continue;
    for (const m of text.matchAll(NAME_LITERAL)) if (!LIMIT_STEMS.has(m[1])) add(m[1], file);
    for (const m of text.matchAll(NAME_TEMPLATE)) {
      const pattern = `${m[1] ?? ''}*${m[2]}`;
      const expanded = DYNAMIC_NAMES[pattern];
      if (expanded) expanded.forEach((name) => add(name, file));
      else unknownPatterns.push(`${pattern} in ${path.relative(ROOT, file)}`);
    }
  }
  return { names, unknownPatterns };
}

const documented = readEnvExample();
const documentedNames = new Set(documented.map((v) => v.name));
const site = scanEnvReads(sourceFiles(ROOT, SKIPPED_DIRS));
const tests = scanEnvReads(sourceFiles(path.join(ROOT, 'tests'), /^(node_modules|results)$/));
const testOnlyReads = [...tests.names.keys()].filter((name) => TEST_ONLY.test(name));
const operatorReads = [...site.names].filter(([name]) => !SET_BY_NEXT.has(name) && !DERIVED.has(name));

describe('.env.example', () => {
  it('the scanner finds the reads it must (plain, passed-in env, computed names, shell defaults)', () => {
    for (const name of ['DATABASE_URL', 'PESAPAL_CONSUMER_SECRET', 'AUTH_ADMINLOGIN_PER_IP', 'SITE_ORIGIN_PT', 'ADS_PIXEL_URL', 'TEST_REDIS_PORT', 'OPERATOR_PASSWORD']) {
      expect(site.names.has(name), name).toBe(true);
    }
    expect(testOnlyReads).toContain('TEST_DATABASE_URL');
    expect(testOnlyReads).toContain('E2E_DIST_DIR');
    expect(site.unknownPatterns).toEqual([]);
  });

  it('documents every variable the site, the server and the scripts read', () => {
    const missing = operatorReads.filter(([name]) => !documentedNames.has(name)).map(([name, file]) => `${name} (read in ${file})`);
    expect(missing).toEqual([]);
    expect(testOnlyReads.filter((name) => !documentedNames.has(name))).toEqual([]);
  });

  it('documents nothing that nothing reads', () => {
    const read = new Set([...operatorReads.map(([name]) => name), ...testOnlyReads]);
    expect(documented.filter((v) => !read.has(v.name) && !PENDING.has(v.name)).map((v) => v.name)).toEqual([]);
    // A pending name that is read now is documented for real: take it off the list above.
    expect([...PENDING].filter((name) => read.has(name))).toEqual([]);
    expect([...PENDING].filter((name) => !documentedNames.has(name))).toEqual([]);
  });

  it('lists each variable once, with what it does, its default and whether it is a secret', () => {
    expect(documented.length).toBe(documentedNames.size);
    for (const v of documented) expect(v.comment.length, v.name).toBeGreaterThan(`# . Default: ${v.defaultValue}. Secret: no.`.length + 10);
    // The variables that hold credentials are marked, so secrets.spec.ts looks for them in the build.
    const secrets = documented.filter((v) => v.secret).map((v) => v.name);
    expect(secrets).toEqual(expect.arrayContaining(['DATABASE_URL', 'SMTP_URL', 'PESAPAL_CONSUMER_KEY', 'PESAPAL_CONSUMER_SECRET', 'BOOKING_LINK_SECRET', 'FORM_TOKEN_SECRET', 'OPERATOR_PASSWORD']));
    expect(documented.filter((v) => v.secret && v.name.startsWith('NEXT_PUBLIC_'))).toEqual([]);
  });

  it('keeps the test-only variables in their own section, after every other', () => {
    const text = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    expect(text).toContain(TEST_ONLY_HEADING);
    expect(documented.filter((v) => !v.testOnly && TEST_ONLY.test(v.name)).map((v) => v.name)).toEqual([]);
    expect(documented.filter((v) => v.testOnly && v.secret).map((v) => v.name)).toEqual([]);
  });
});
