import { describe, expect, it } from 'vitest';
import { translate } from '@/lib/i18n/translate';

const messages = { a: { b: 'Hello {name}, {n} days' }, plain: 'x' };

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate(messages, 'a.b', { name: 'Asha', n: 7 })).toBe('Hello Asha, 7 days');
  });
  it('shows the key (not a crash) when a string is missing', () => {
    expect(translate(messages, 'a.missing')).toBe('a.missing');
    expect(translate(messages, 'plain.deeper')).toBe('plain.deeper');
  });
});
