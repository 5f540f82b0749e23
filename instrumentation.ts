/** Runs once when a server process starts: the mail outbox sender and the clearing of dead sessions live beside the site. */
export async function register(): Promise<void> {
  // This exact shape lets Next drop the Node-only import from its edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startOutboxWorker } = await import('./server/mail/worker');
    const { startAuthHousekeeping } = await import('./server/auth/housekeeping');
    const serving = process.env.NEXT_PHASE !== 'phase-production-build';
    if (serving && process.env.OUTBOX_WORKER !== 'off') startOutboxWorker();
    if (serving) startAuthHousekeeping();
  }
}
