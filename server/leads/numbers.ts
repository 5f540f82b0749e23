import type { Transaction } from 'kysely';
import type { Database } from '@/server/db/types';
import { incrementCounter } from './counterRepository';

/**
 * The next human-friendly number of a kind for the year, e.g. Q-2026-000123, INV-2026-000001 or CN-2026-000001 (a credit note). Taken inside the
 * write's transaction: the counter row is locked until it commits, so numbers never repeat,
 * and a rolled-back write gives its number back.
 */
export async function nextNumber(trx: Transaction<Database>, prefix: 'Q' | 'C' | 'R' | 'B' | 'INV' | 'CN', now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const value = await incrementCounter(trx, `${prefix}-${year}`);
  return `${prefix}-${year}-${String(value).padStart(6, '0')}`;
}
