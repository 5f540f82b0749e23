import type { ServerResponse } from 'node:http';

/** An answer about one person (a booking behind its private link): never cached, never indexed. */
export function privateAnswer(res: ServerResponse): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex');
  res.setHeader('Referrer-Policy', 'no-referrer');
}
