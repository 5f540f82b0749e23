import { AppError, notFound } from './errors';

/**
 * Why an /api/ path as requested cannot be an API call, or null: a broken %-escape (Next would
 * answer its HTML 400 page) or a dot segment, written plainly or as %2e (Next would answer its
 * HTML 404 page). Other paths are left to Next.
 */
export function badApiPath(url: string | undefined): AppError | null {
  const rawPath = String(url ?? '').split('?', 1)[0];
  if (!/^\/api(?:\/|$)/.test(rawPath)) return null;
  let segments: string[];
  try {
    segments = rawPath.split('/').map((s) => decodeURIComponent(s));
  } catch {
    return new AppError(400, 'bad_request', 'api.badPath');
  }
  return segments.some((s) => s === '.' || s === '..') ? notFound() : null;
}
