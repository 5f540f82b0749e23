/**
 * A query or body parameter the provider (or a browser) sent, as bounded text: the first of
 * repeats, '' when absent. Text with a control character is no identifier of the provider's and
 * counts as absent (PostgreSQL refuses a NUL in text, which would turn a bad notice into a 500).
 */
export const paramText = (v: unknown): string => {
  const text = typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '';
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(text) ? '' : text.slice(0, 100);
};
