import type { ServerResponse } from 'node:http';

/**
 * A public read answer (the catalogue, articles, filter counts): the same for everyone on a host in
 * a language, so shared caches may keep it briefly: nginx's microcache (deploy/nginx/) 1 s, a CDN at most 10 s. X-Locale picks the
 * language when API hosts are shared (requestLocale), so it is part of the answer's identity, as is
 * the Origin a CORS answer names.
 */
export function sharedAnswer(res: ServerResponse): void {
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=10, stale-while-revalidate=30');
  // Appended: the CORS answer (cors.ts) has put Origin there already.
  res.appendHeader('Vary', 'X-Locale');
}
