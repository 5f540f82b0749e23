/** Runs once when a server process starts: the mail outbox sender, the clearing of dead sessions, the release of expired seat holds and the operator's morning digest live beside the site. */
export async function register(): Promise<void> {
  // This exact shape lets Next drop the Node-only import from its edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startOutboxWorker } = await import('./server/mail/worker');
    const { startAuthHousekeeping } = await import('./server/auth/housekeeping');
    const { startBookingHousekeeping } = await import('./server/bookings/housekeeping');
    const { startMorningDigest } = await import('./server/admin/digestSchedule');
    const { getDb } = await import('./server/db/connection');
    const { schemaProblem } = await import('./server/db/schemaCheck');
    const serving = process.env.NEXT_PHASE !== 'phase-production-build';
    if (serving) await stopWithoutSchema(() => schemaProblem(getDb()));
    if (serving && process.env.OUTBOX_WORKER !== 'off') startOutboxWorker();
    if (serving) startAuthHousekeeping();
    if (serving) startBookingHousekeeping();
    if (serving) startMorningDigest();
  }
}

/** A server started before `npm run setup` says so and exits, instead of answering 500s. */
async function stopWithoutSchema(check: () => Promise<string | null>): Promise<void> {
  let problem: string | null;
  try {
    problem = await check();
  } catch (err) {
    // Unreachable just now (a restarting PostgreSQL): serve, and let requests answer 503 until it is back.
    console.error('[startup] could not check the database schema:', err instanceof Error ? err.message : err);
    return;
  }
  if (!problem) return;
  console.error(`[startup] ${problem}`);
  process.exit(1);
}
