import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSitePath } from '@/lib/routing/sitePath';
import { nextPath } from '@/components/account/useAccountForm';
import { signupSchema } from '@/lib/auth/schemas';

// Walked (30 Nov): /Login?next=/%09/example.org/x sent a traveller who signed in to
// http://example.org/x (the browser drops the tab and reads "//example.org"), and a sign-up kept such
// a `next` for the page its mailed link opens.

const escapes = ['/\t/evil.example/x', '/\n/evil.example', '/\r/evil.example', '/\\/evil.example', '/\\evil.example', '//evil.example', '/ /evil.example', '/\u0000/evil.example', '/x\\..\\..\\', 'https://evil.example/', 'javascript:alert(1)', '', 'Profile'];

describe('a path of this site', () => {
  it('the site’s own paths pass, with their queries and fragments', () => {
    for (const path of ['/', '/Profile', '/Dashboard?tab=friends', '/trip/5-tage-safari#preise', '/Search?q=ngorongoro%20crater', '/trip/safari-à-zanzibar']) expect(isSitePath(path), path).toBe(true);
  });

  it('anything a browser would take to another host is refused, and login falls back to its own page', () => {
    for (const path of escapes) {
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
      expect(nextPath(path, '/'), JSON.stringify(path)).toBe('/');
    }
  });

  it('whatever it lets through stays on the site when resolved the way a browser does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (tail) => {
        const path = `/${tail}`;
        if (isSitePath(path)) expect(new URL(path, 'https://en.example').host).toBe('en.example');
      }),
      { numRuns: 2000 },
    );
  });

  it('a sign-up refuses such a `next` (it would be the page its mailed link opens)', () => {
    const base = { name: 'Sam Probe', email: 'sam@example.com', password: 'lange Reise nach Arusha 2027', passwordConfirmation: 'lange Reise nach Arusha 2027' };
    expect(signupSchema.safeParse({ ...base, next: '/Dashboard' }).success).toBe(true);
    expect(signupSchema.safeParse({ ...base, next: '/\t/evil.example' }).success).toBe(false);
  });
});
