/** Runs once when a server process starts: the mail outbox sender, the clearing of dead sessions, the release of expired seat holds and the operator's morning digest live beside the site. */
export async function register(): Promise<void> {
  // This exact shape lets Next drop the Node-only import from its edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startOutboxWorker } = await import('./server/mail/worker');
    const { startAuthHousekeeping } = await import('./server/auth/housekeeping');
    const { startBookingHousekeeping } = await import('./server/bookings/housekeeping');
    const { startMorningDigest } = await import('./server/admin/digestSchedule');
    const serving = process.env.NEXT_PHASE !== 'phase-production-build';
    if (serving && process.env.OUTBOX_WORKER !== 'off') startOutboxWorker();
    if (serving) startAuthHousekeeping();
    if (serving) startBookingHousekeeping();
    if (serving) startMorningDigest();
  }
}
