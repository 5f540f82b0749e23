import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What a traveller's phone downloads before a public page can run: the static imports of _app
// and of the page (server-only imports, which Next strips with getStaticProps, aside). Heavy or
// form-only libraries load on demand (import()) where they are used, never in this graph.

const ROOT = path.resolve(__dirname, '../..');

const PUBLIC_PAGES = ['pages/index.tsx', 'pages/tanzania-safari-package/[[...segments]].tsx', 'pages/trip/[[...slug]].tsx', 'pages/blog/[[...slug]].tsx', 'pages/Blogs.tsx'];

/** Packages that must come later, if at all: HTTP, forms and validation, map, slider, progress bar, cookies, next/link. */
const NOT_ON_FIRST_LOAD = ['axios', 'react-hook-form', '@hookform/resolvers', 'zod', 'leaflet', 'react-leaflet', 'swiper', 'nprogress', 'js-cookie', 'next/link'];

type Import = { from: string; names: string[] };

/** Static value imports and re-exports of a file (type-only ones and import() left out). */
function staticImports(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^(import|export)\s([^;]*?)\sfrom\s+'([^']+)';/gms)]
    .filter((m) => !/^type\s/.test(m[2]!.trim()))
    .map((m) => ({
      from: m[3]!,
      names: (m[2]!.match(/\{([^}]*)\}/)?.[1] ?? '').split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')),
    }))
    .concat([...text.matchAll(/^import\s+'([^']+)';/gm)].map((m) => ({ from: m[1]!, names: [] })));
}

function resolve(from: string, importer: string): string | null {
  const base = from.startsWith('@/') ? path.join(ROOT, from.slice(2)) : from.startsWith('.') ? path.resolve(path.dirname(importer), from) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every package (with the names taken from it) reachable from the entry files by static imports. */
function firstLoad(entries: string[]): Map<string, Set<string>> {
  const packages = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const queue = entries.map((e) => path.join(ROOT, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const { from, names } of staticImports(file)) {
      // Server modules run in getStaticProps only (the architecture test keeps them out of browser code).
      if (from.startsWith('@/server/')) continue;
      const local = resolve(from, file);
      if (local) queue.push(local);
      else if (!from.startsWith('.') && !from.startsWith('@/')) {
        const set = packages.get(from) ?? new Set<string>();
        names.forEach((n) => set.add(n.split(/\s+as\s+/)[0]!));
        packages.set(from, set);
      }
    }
  }
  return packages;
}

describe('first load of the public pages', () => {
  const shared = firstLoad(['pages/_app.tsx']);

  it.each(PUBLIC_PAGES)('%s loads no HTTP client, form, map, slider or cookie code up front', (page) => {
    const packages = firstLoad(['pages/_app.tsx', page]);
    expect(NOT_ON_FIRST_LOAD.filter((p) => packages.has(p))).toEqual([]);
  });

  // The design card: Redux Toolkit's store and slices on every page. Their requests' HTTP client
  // (axios, above) still loads with the first request.
  it('every page\'s store is Redux Toolkit\'s', () => {
    expect([...(shared.get('@reduxjs/toolkit') ?? [])]).toEqual(expect.arrayContaining(['configureStore', 'combineSlices', 'createSlice']));
  });
});
