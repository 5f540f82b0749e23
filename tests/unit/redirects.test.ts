import { describe, expect, it } from 'vitest';
import { resolvePageRedirect } from '@/lib/routing/redirects';

describe('the spec redirects (page paths)', () => {
  it.each([
    ['/tours', '/tanzania-safari-package/'],
    ['/tours/', '/tanzania-safari-package/'],
    ['/tours/kilimanjaro', '/tanzania-safari-package/kilimanjaro'],
    ['/tours/kilimanjaro/', '/tanzania-safari-package/kilimanjaro'],
    ['/x/tours/y', '/x/tanzania-safari-package/y'],
    ['/tanzania-safari-package', '/tanzania-safari-package/'],
    ['/About/', '/About'],
    ['/foo/undefined/bar', '/Error404'],
    ['/trip/undefined', '/Error404'],
    ['/tours/undefined', '/Error404'],
    // Walked: /trip/ → /trip → /tanzania-safari-package/ and /affiliate/ → /affiliate → /Affiliate: one hop each now.
    ['/trip/', '/tanzania-safari-package/'],
    ['/trip', '/tanzania-safari-package/'],
    ['/affiliate/', '/Affiliate'],
    ['/affiliate', '/Affiliate'],
  ])('%s → %s', (from, to) => {
    expect(resolvePageRedirect(from)).toBe(to);
  });

  // An affiliate's link with a slash goes to its page, whose one redirect sets the cookie (walked: two hops).
  it.each(['/', '/About', '/tanzania-safari-package/', '/tanzania-safari-package/zanzibar', '/blog/tours-guide', '/toursome', '/Error404', '/trip/%E0%A4%A', '/trip/serengeti-safari', '/affiliate/ab12cd34', '/Affiliate', '/affiliate/ab12cd34/', '/affiliate/ab12cd34/serengeti-safari/'])(
    'leaves %s alone',
    (path) => {
      expect(resolvePageRedirect(path)).toBeNull();
    },
  );

  it('serves the back office as is: its /admin/tours is not the public tour list', () => {
    for (const path of ['/admin', '/admin/tours', '/admin/tours/kilimanjaro-7-days', '/admin/inbox/Q-2026-000001']) expect(resolvePageRedirect(path)).toBeNull();
    expect(resolvePageRedirect('/admin/')).toBe('/admin');
    expect(resolvePageRedirect('/admin/tours/')).toBe('/admin/tours');
    // Only the back office itself: a public path that merely starts alike keeps the rules.
    expect(resolvePageRedirect('/administration/tours')).toBe('/administration/tanzania-safari-package');
  });

  it('copes with very long paths without throwing', () => {
    expect(resolvePageRedirect(`/${'a/'.repeat(5000)}`)).toBe(`/${'a/'.repeat(5000)}`.slice(0, -1));
  });
});
