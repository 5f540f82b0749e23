import { NextResponse, type NextRequest } from 'next/server';
import { fetchOverHttps } from '@/lib/http/overHttps';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, asLocale, isLocale } from '@/lib/i18n/config';
import { siteOrigin } from '@/lib/i18n/origins';
import { SET_LOCALE_PARAM } from '@/lib/i18n/switchLocale';
import { isPageMethod, PAGE_ALLOW } from '@/lib/routing/pageMethods';
import { resolvePageRedirect } from '@/lib/routing/redirects';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import { queryOf, toSearchString } from '@/lib/catalogue/filterQuery';
import { parseFilterLeniently } from '@/server/catalogue/parseFilter';

/**
 * The spec's 301s, the language cookie and 405 for a method no page takes; nothing that needs
 * data. It reads the path as requested (skipMiddlewareUrlNormalize) and builds Locations from
 * it as strings: NextURL would re-apply its own locale and trailing-slash style. The origin of a
 * Location is the configured one of the domain's language, never the request's Host header.
 */
export function middleware(req: NextRequest) {
  // Next would render a GET-only page for PUT or DELETE with 200 (getServerSideProps pages) or say
  // only "Allow: GET". TRACE never gets here (Next cannot build a Request for it): pages/_error answers it.
  if (!isPageMethod(req.method)) return new NextResponse(null, { status: 405, headers: { Allow: PAGE_ALLOW } });
  const requested = new URL(req.url);

  // A locale prefix (/de/..., even /en/... on the English domain) would serve a copy of a
  // page that lives on its own domain: send it there, with the spec's rules applied in the same hop.
  // In any case: Next takes /DE/About for German too (walked: a 200 copy on the English domain).
  const [, first, ...rest] = requested.pathname.split('/');
  const prefix = first?.toLowerCase();
  if (isLocale(prefix)) {
    const path = `/${rest.join('/')}`;
    return redirect(siteOrigin(prefix) + (resolvePageRedirect(path) ?? path) + requested.search, 301);
  }

  const here = siteOrigin(asLocale(req.nextUrl.locale));
  const target = resolvePageRedirect(requested.pathname);
  if (target) return redirect(here + target + requested.search, 301);


  // Arrival from the locale dropdown: remember the choice on this domain, then clean the URL.
  if (requested.searchParams.has(SET_LOCALE_PARAM)) {
    const query = new URLSearchParams(requested.search);
    query.delete(SET_LOCALE_PARAM);
    const rest = query.toString();
    const res = redirect(here + requested.pathname + (rest ? `?${rest}` : ''), 302);
    // Read by the server only (Next's locale handling): no script needs it.
    res.cookies.set(LOCALE_COOKIE, req.nextUrl.locale, { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, path: '/', sameSite: 'lax', httpOnly: true, secure: fetchOverHttps(req.headers) });
    return res;
  }

  // A tour list address says each filter it uses once, in one order, and nothing else (no unknown
  // name, no value the list refuses): a flood of made-up addresses meets a handful of cached answers.
  if (requested.search && requested.pathname.startsWith(TOUR_LIST_PATH)) {
    const canonical = toSearchString(parseFilterLeniently(queryOf(requested.search)));
    if (canonical !== requested.search) return redirect(here + requested.pathname + canonical, 301);
  }
  return NextResponse.next();
}

function redirect(location: string, status: 301 | 302) {
  return new NextResponse(null, { status, headers: { Location: location } });
}

export const config = {
  // In the server's own Node process, not Next's edge sandbox: no per-request sandbox and Request
  // copying on every page view.
  runtime: 'nodejs',
  // Page paths only: never API routes, build assets (data requests included) or files with an extension,
  // except the two pages that have one. '/' also catches bare locale roots (/de, /en) that the second pattern cannot see.
  // Nor a tour's own page (/trip/<slug>), the most visited: nothing here has work there. Next answers
  // its other methods with 405 (an ISR page), next.config.js's redirects() send a language prefix
  // on another language's domain to that domain; "undefined", "tours", a trailing slash and the
  // language switch's arrival (?set-locale) still come here.
  matcher: [
    '/',
    '/((?!api(?:/|$)|_next/|trip/(?!tours$)(?![^/]*undefined)[^/]+$|.*\\.[A-Za-z0-9]+$).*)',
    '/sitemap.xml',
    '/robots.txt',
    { source: '/trip/:slug', has: [{ type: 'query', key: 'set-locale' }] },
  ],
};
