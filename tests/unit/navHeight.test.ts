import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAV_HEIGHT } from '@/components/layout/NavBar';

describe('the menu height the stylesheet assumes', () => {
  it('is the one NavBar leaves unset on <html> (else every page would restyle itself after showing)', () => {
    const css = readFileSync('styles/globals.css', 'utf8');
    expect(css).toContain(`var(--nav-height, ${NAV_HEIGHT}px)`);
  });
});
