import { describe, expect, it } from 'vitest';
import { paramText } from '@/server/payments/paramText';

describe("the payment provider's parameters", () => {
  it('are bounded text, the first of repeats', () => {
    expect(paramText('b7a3c1d2-tracking')).toBe('b7a3c1d2-tracking');
    expect(paramText(['first', 'second'])).toBe('first');
    expect(paramText('x'.repeat(300))).toHaveLength(100);
    expect(paramText(undefined)).toBe('');
    expect(paramText({ toString: () => 'x' })).toBe('');
  });

  it('count as absent when they carry a control character (a NUL would make PostgreSQL refuse the lookup)', () => {
    expect(paramText('\u0000')).toBe('');
    expect(paramText('abc\u0000def')).toBe('');
    expect(paramText(['line\nbreak'])).toBe('');
  });
});
