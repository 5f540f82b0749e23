// npm run reviews -- list | approve <id> | reject <id> | remove-samples
// The operator's approval of reviews written on the site, until the back office has a screen,
// and the removal of the seed's invented sample reviews before going live.
import { getDb } from '@/server/db/connection';
import { removeSampleReviews } from '@/server/catalogue/reviewService';
import { sampleReviewsShown } from '@/server/catalogue/sampleReviews';
import { pendingReviews, setReviewStatus } from '@/server/leads/reviewService';

const USAGE = 'usage: npm run reviews -- list | approve <id> | reject <id> | remove-samples';

async function main() {
  const [command, id] = process.argv.slice(2);
  const db = getDb();
  try {
    if (command === 'list' || !command) {
      const rows = await pendingReviews(db);
      if (!rows.length) console.log('No reviews are waiting for approval.');
      for (const r of rows) console.log(`${r.id}  ${r.rating}/5  ${r.name} (${r.country})  ${r.title}  [${r.created_at}]`);
    } else if ((command === 'approve' || command === 'reject') && id) {
      const ok = await setReviewStatus(db, id, command === 'approve' ? 'approved' : 'rejected');
      console.log(ok ? `${id}: ${command === 'approve' ? 'approved, it now shows' : 'rejected'}` : `${id}: no such review`);
      process.exitCode = ok ? 0 : 1;
    } else if (command === 'remove-samples') {
      const removed = await removeSampleReviews(db);
      console.log(`${removed} sample review${removed === 1 ? '' : 's'} removed; travellers' reviews are untouched.`);
      // The seed (run by npm run setup and npm run build) adds them again unless told not to.
      if (sampleReviewsShown()) console.log('Set SAMPLE_REVIEWS=off where the site runs, or the next start adds them again.');
    } else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
