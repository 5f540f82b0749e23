const BASE = 'https://site.invalid';

/**
 * A path of this site ("/…") that stays one when a browser follows it: not "//host" or "/\host",
 * and nothing a browser strips or reads as a slash (tabs, line breaks, other control characters,
 * spaces, backslashes), which would turn "/<tab>/evil.example" into "//evil.example".
 */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/.test(value)) return false;
  return new URL(value, BASE).origin === BASE;
}
