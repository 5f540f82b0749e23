/** The database could not be opened at all (a missing folder, no permission): the site runs on, answering 503. */
export class DatabaseUnreachable extends Error {
  constructor(readonly cause: unknown) {
    super(`database cannot be opened: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnreachable';
  }
}

// Sockets that failed or ended: the server is down, restarting, or out of reach.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// PostgreSQL's own: connection exceptions (08), shutting down or starting (57P0x), too many connections (53300).
const POSTGRES_CODE = /^(08...|57P0[1-3]|53300)$/;
// SQLite: another connection holds the lock past busy_timeout, or the file cannot be read or written.
const SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL)/;
// node-postgres says these in words only.
const POSTGRES_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Client has encountered a connection error|Connection refused|^Query read timeout$|Client was closed and is not queryable/i;

/**
 * Whether an error means "the database is not there just now" rather than a bug: the API
 * answers 503 with Retry-After (the request may simply be sent again), never a bare 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof DatabaseUnreachable) return true;
  if (!(err instanceof Error)) return false;
  const code = String((err as { code?: unknown }).code ?? '');
  if (NETWORK_CODES.has(code) || POSTGRES_CODE.test(code) || SQLITE_CODE.test(code)) return true;
  if (POSTGRES_MESSAGE.test(err.message)) return true;
  // Node wraps a refused connection to every address of a host name in an AggregateError.
  if (err instanceof AggregateError) return err.errors.some(isDatabaseUnavailable);
  return err.cause !== undefined && err.cause !== err && isDatabaseUnavailable(err.cause);
}
