import { afterAll, describe, expect, it, vi } from 'vitest';

// A server whose database cannot be opened still starts (tests/e2e/serverError.spec.ts): each
// housekeeping job started from instrumentation.ts reports the failure and never throws there.

const previous = process.env.DATABASE_FILE;
afterAll(() => {
  if (previous === undefined) delete process.env.DATABASE_FILE;
  else process.env.DATABASE_FILE = previous;
});

describe('housekeeping started beside a database that cannot be opened', () => {
  it('the auth and form-token housekeeping reports the failure instead of stopping the start', async () => {
    vi.resetModules();
    process.env.DATABASE_FILE = '/dev/null/unreachable/site.db';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { startAuthHousekeeping } = await import('@/server/auth/housekeeping');
    expect(() => startAuthHousekeeping()).not.toThrow();
    await vi.waitFor(() => expect(logged.mock.calls.map((c) => String(c[0]))).toEqual(expect.arrayContaining(['[auth] housekeeping failed', '[forms] housekeeping failed'])));
    logged.mockRestore();
  });
});
