import { describe, expect, it } from 'vitest';
import { DatabaseUnreachable, isDatabaseUnavailable } from '@/server/db/unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('what counts as the database being unavailable (503) rather than a bug (500)', () => {
  it('recognises a database down, out of reach, restarting or locked', () => {
    for (const err of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout expired'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('database is locked', 'SQLITE_BUSY'),
      withCode('unable to open database file', 'SQLITE_CANTOPEN'),
      new DatabaseUnreachable(withCode('ENOTDIR: not a directory', 'ENOTDIR')),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
      new Error('query failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
    ]) expect(isDatabaseUnavailable(err), err.message).toBe(true);
  });

  it('leaves real faults to the 500: a broken query, a constraint, a bug', () => {
    for (const err of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      withCode('UNIQUE constraint failed: bookings.number', 'SQLITE_CONSTRAINT_PRIMARYKEY'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      undefined,
    ]) expect(isDatabaseUnavailable(err), String(err)).toBe(false);
  });
});
