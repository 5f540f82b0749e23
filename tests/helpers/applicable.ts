import { describe, it } from 'vitest';

/**
 * A test that applies only to some of the cases a table generates (a store, an engine, an endpoint
 * with a path parameter) is registered only where it applies: not reported as skipped elsewhere.
 */
export const itWhen = (applies: unknown): typeof it => (applies ? it : ((() => undefined) as unknown as typeof it));
export const describeWhen = (applies: unknown): typeof describe => (applies ? describe : ((() => undefined) as unknown as typeof describe));
