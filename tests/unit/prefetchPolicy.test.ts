import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from '@/lib/prefetchPolicy';

describe('link prefetch policy (spec section 9)', () => {
  it('skips prefetch on save-data and on 2g (and slow-2g) connections', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('prefetches on 3g/4g, and where the browser says nothing about the connection', () => {
    expect(prefetchAllowed({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
