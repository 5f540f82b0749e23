import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The layering DESIGN.md describes, checked on the source itself so that it cannot drift:
// browser code takes only types from server/, seed data takes nothing from components/, and
// Kysely queries live in repositories.

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.(ts|tsx)$/.test(e.name) ? [rel] : [];
  });
}

/** Every import statement of a file (multi-line ones joined), with its module. */
function imports(file: string): { statement: string; from: string }[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/^(import|export)\s[^;]*?from\s+'([^']+)';/gms)].map((m) => ({ statement: m[0].replace(/\s+/g, ' '), from: m[2]! }));
}

const isTypeOnly = (statement: string) => /^(import|export) type\s/.test(statement) || /^import \{\s*(type\s+\w+\s*,?\s*)+\}/.test(statement);
const toServer = (from: string) => from.startsWith('@/server/') || /^(\.\.\/)+server\//.test(from);

describe('layers', () => {
  it('components, lib, store and services take only types from server/', () => {
    const offenders = ['components', 'lib', 'store', 'services']
      .flatMap(sources)
      .flatMap((file) => imports(file).filter((i) => toServer(i.from) && !isTypeOnly(i.statement)).map((i) => `${file}: ${i.statement}`));
    expect(offenders).toEqual([]);
  });

  it('seed files import nothing from components/', () => {
    const offenders = sources('server/db/seed').flatMap((file) => imports(file).filter((i) => i.from.includes('components/')).map((i) => `${file}: ${i.from}`));
    expect(offenders).toEqual([]);
  });

  it('the back office is imported by nothing public: its code stays out of the public bundles', () => {
    const isAdmin = (file: string) => /^(components|pages)\/admin\//.test(file.split(path.sep).join('/'));
    const offenders = ['components', 'pages', 'lib', 'store', 'services']
      .flatMap(sources)
      .filter((file) => !isAdmin(file))
      .flatMap((file) => imports(file).filter((i) => /(^@\/|\/)components\/admin(\/|$)|^\.\/admin\//.test(i.from)).map((i) => `${file}: ${i.from}`));
    expect(offenders).toEqual([]);
  });
});
