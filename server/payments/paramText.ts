/** A query or body parameter the provider (or a browser) sent, as bounded text: the first of repeats, '' when absent. */
export const paramText = (v: unknown): string =>
  typeof v === 'string' ? v.slice(0, 100) : Array.isArray(v) && typeof v[0] === 'string' ? v[0].slice(0, 100) : '';
