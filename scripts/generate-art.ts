// Usage: npx tsx scripts/generate-art.ts [--force]
// 1. Renders every artwork the site needs into public/images/art/ (generated, not committed).
//    Files newer than the artwork code are kept, so a rebuild only renders what changed.
// 2. Writes every picture the site shows (that artwork, or the operator's photo where there is
//    one) as WebP at each width of config/images.js into public/images/sized/. Names carry the
//    source's hash, so a size that exists is up to date and only new pictures are encoded.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { articleArt } from '../server/db/seed/blog';
import { DESTINATIONS } from '../server/db/seed/catalogue/destinations';
import { createImageCatalog, listArtToGenerate, type ArtJob } from '../server/images/catalog';
import { DEFAULT_ART_DIR, artPath, renderSceneToFile } from '../server/images/art/render';
import { DEFAULT_SIZED_DIR, writeSizes, type SizingSource } from '../server/images/sized';
import { writeFaviconIco } from '../server/images/faviconIco';

/** Two renders at a time: each is one librsvg + WebP encode; the build box has 2 cores. */
const CONCURRENCY = 2;
const ART_SOURCE = path.join(__dirname, '..', 'server', 'images', 'art');

/** Newest modification time of the drawing code: any change there re-renders everything. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return newest;
}

function upToDate(file: string, since: number): boolean {
  try {
    return statSync(file).mtimeMs > since;
  } catch {
    return false;
  }
}

/** Runs `task` over `items`, CONCURRENCY at a time; returns the failures as messages. */
async function pool<T>(items: T[], name: (item: T) => string, task: (item: T) => Promise<void>): Promise<string[]> {
  const failed: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++]!;
      try {
        await task(item);
      } catch (err) {
        failed.push(`${name(item)}: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failed;
}

/** Every picture the site shows, once: the operator's photo for a seed that has one, else its artwork. */
function sourcesToSize(jobs: ArtJob[], artDir: string): (SizingSource & { photo: boolean })[] {
  const catalog = createImageCatalog({ artDir });
  const byFile = new Map<string, SizingSource & { photo: boolean }>();
  for (const job of jobs) {
    const source = catalog.source(job.seed, job.kind);
    byFile.set(source.file, source);
  }
  return [...byFile.values()];
}

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const artDir = process.env.SITE_ART_DIR ?? DEFAULT_ART_DIR;
  const started = performance.now();
  const since = force ? Infinity : newestSource(ART_SOURCE);
  const jobs = listArtToGenerate(DESTINATIONS, articleArt());
  const todo = jobs.filter((j) => !upToDate(artPath(j.kind, j.seed, artDir), since));

  const failed = await pool(todo, (j) => `${j.kind}/${j.seed}`, (j) => renderSceneToFile(j.kind, j.seed, artPath(j.kind, j.seed, artDir)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`art: ${todo.length - failed.length} rendered, ${jobs.length - todo.length} up to date, ${failed.length} failed (${jobs.length} total) in ${seconds}s → ${path.relative(process.cwd(), artDir) || artDir}`);

  const sizedDir = DEFAULT_SIZED_DIR; // served from public/, so not movable
  const sizingStarted = performance.now();
  const sources = sourcesToSize(jobs, artDir);
  const totals = { written: 0, upToDate: 0, removed: 0 };
  const sizingFailed = await pool(sources, (s) => s.url, async (source) => {
    const r = await writeSizes(source, sizedDir);
    totals.written += r.written;
    totals.upToDate += r.upToDate;
    totals.removed += r.removed;
  });
  const photos = sources.filter((s) => s.photo).length;
  const sizingSeconds = ((performance.now() - sizingStarted) / 1000).toFixed(1);
  console.log(`sizes: ${sources.length} pictures (${photos} photos): ${totals.written} files written, ${totals.upToDate} up to date, ${totals.removed} old removed, ${sizingFailed.length} failed in ${sizingSeconds}s → ${path.relative(process.cwd(), sizedDir) || sizedDir}`);

  // The icon browsers and crawlers ask for without reading the page, drawn from the site's own.
  await writeFaviconIco(path.join('public', 'favicon.svg'), path.join('public', 'favicon.ico'));

  const allFailed = [...failed, ...sizingFailed];
  if (allFailed.length) {
    for (const f of allFailed) console.error(`  ${f}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
