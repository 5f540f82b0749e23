// Usage: npx tsx scripts/generate-fonts.ts [--force]
// Writes the site's web fonts, cut down (server/fonts/subsetFonts.ts), into styles/fonts/
// (generated, not committed), where lib/fonts.ts takes them from. Run before every build.
import { DEFAULT_FONT_DIR, writeSubsetFonts } from '../server/fonts/subsetFonts';

async function main() {
  const started = Date.now();
  const { written, upToDate } = await writeSubsetFonts(DEFAULT_FONT_DIR, { force: process.argv.includes('--force') });
  console.log(`fonts: ${written.length} written, ${upToDate.length} up to date in ${((Date.now() - started) / 1000).toFixed(1)}s → styles/fonts`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
