import { getDb } from '@/server/db/connection';
import { drainOutbox } from './sender';
import { createTransport } from './transport';

let tick: (() => void) | undefined;

/** Started once per server process (instrumentation.ts): drains the outbox now and then, and when told. */
export function startOutboxWorker(): void {
  if (tick) return;
  const transport = createTransport();
  let running = false;
  let again = false;
  tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    // getDb() inside the promise: a database that cannot be opened must not stop the server starting.
    Promise.resolve()
      .then(() => drainOutbox(getDb(), transport))
      .catch((err) => console.error('[outbox] drain failed', err))
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          tick?.();
        }
      });
  };
  setInterval(tick, Number(process.env.OUTBOX_POLL_MS || 10_000)).unref();
  console.log(`[outbox] sending mail through ${transport.name}`);
  tick();
}

/** After a write commits: send its mails now rather than at the next interval. */
export function kickOutbox(): void {
  tick?.();
}
