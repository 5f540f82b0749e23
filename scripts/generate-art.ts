// Usage: npx tsx scripts/generate-art.ts [--force]
// Renders every artwork the site needs into public/images/art/ (generated, not committed).
// Files newer than the artwork code are kept, so a rebuild only renders what changed.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DESTINATIONS } from '../server/db/seed/catalogue/destinations';
import { listArtToGenerate, type ArtJob } from '../server/images/catalog';
import { DEFAULT_ART_DIR, artPath, renderSceneToFile } from '../server/images/art/render';

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

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const artDir = process.env.SITE_ART_DIR ?? DEFAULT_ART_DIR;
  const started = performance.now();
  const since = force ? Infinity : newestSource(ART_SOURCE);
  const jobs = listArtToGenerate(DESTINATIONS);
  const todo = jobs.filter((j) => !upToDate(artPath(j.kind, j.seed, artDir), since));

  const failed: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const job: ArtJob = todo[next++]!;
      try {
        await renderSceneToFile(job.kind, job.seed, artPath(job.kind, job.seed, artDir));
      } catch (err) {
        failed.push(`${job.kind}/${job.seed}: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`art: ${todo.length - failed.length} rendered, ${jobs.length - todo.length} up to date, ${failed.length} failed (${jobs.length} total) in ${seconds}s → ${path.relative(process.cwd(), artDir) || artDir}`);
  if (failed.length) {
    for (const f of failed) console.error(`  ${f}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
