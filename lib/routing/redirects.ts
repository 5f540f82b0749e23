import { ERROR_404_PATH, TOUR_LIST_PATH, TOUR_LIST_PREFIX } from './paths';

const ADMIN_PATH = /^\/admin(?:\/|$)/;

/**
 * Routes whose page, asked for without its slug, only sends the visitor on (the tour page to
 * the tour list, an affiliate link to the programme's page): answered here in the same hop as the
 * trailing slash, not as a second redirect from the page. (/trip/<slug> runs no middleware; these do.)
 */
const BARE_ROUTES: Record<string, string> = { '/trip': TOUR_LIST_PATH, '/affiliate': '/Affiliate' };

/** An affiliate's link, with or without its slash: its page sends the visitor on in one hop, the slash would be a second. */
const AFFILIATE_LINK = /^\/affiliate\/[^/]+(?:\/[^/]+)?\/$/;

/**
 * The spec's permanent redirects for a page path, resolved in one hop so that
 * `/tours/` lands on `/tanzania-safari-package/` without a second redirect.
 * Returns the target path (query excluded) or null when the path is served as is.
 * The path is taken raw (still percent-encoded): it is never decoded here, so
 * malformed escapes cannot throw.
 */
export function resolvePageRedirect(pathname: string): string | null {
  // The back office is served as is (its /admin/tours is not the public tour list); only a
  // trailing slash is dropped, as everywhere.
  if (ADMIN_PATH.test(pathname)) return pathname.length > 6 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : null;
  if (pathname.includes('undefined')) return pathname === ERROR_404_PATH ? null : ERROR_404_PATH;
  if (AFFILIATE_LINK.test(pathname)) return null;

  const segments = pathname.split('/');
  const renamed = segments.map((s) => (s === 'tours' ? TOUR_LIST_PREFIX.slice(1) : s)).join('/');

  let target = renamed;
  if (target === TOUR_LIST_PREFIX) target = TOUR_LIST_PATH;
  else if (target.length > 1 && target.endsWith('/') && target !== TOUR_LIST_PATH) {
    target = target.replace(/\/+$/, '') || '/';
  }
  target = BARE_ROUTES[target] ?? target;
  return target === pathname ? null : target;
}
