/** A failure the API reports to the caller as `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** A key under `api.` in the locale files; translated into the request's language. */
    readonly messageKey: string,
    /** Per-field message keys (translated like messageKey). */
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Values for the message's {placeholders}. */
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'not_found', 'api.notFound');

export const methodNotAllowed = (allowed: string[]) =>
  new AppError(405, 'method_not_allowed', 'api.methodNotAllowed', undefined, { Allow: allowed.join(', ') });

/** A tour the operator has paused: its page says so, and nothing books it. */
export const tourUnavailable = () => new AppError(409, 'tour_unavailable', 'tour.unavailable', { tour: 'tour.unavailable' });

export const unavailable = () => new AppError(503, 'unavailable', 'api.unavailable', undefined, { 'Retry-After': '30' });
