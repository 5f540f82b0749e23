/** The cookie (and localStorage key) that carries the session token; the server reads it for per-user pages. */
export const SESSION_COOKIE = 'token';

/**
 * The saved session token, if any, without loading the cookie library: every page asks this
 * once to know whether to fetch the user (spec: a failed fetch clears the session).
 */
export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(SESSION_COOKIE) || readCookie(SESSION_COOKIE);
  } catch {
    return readCookie(SESSION_COOKIE);
  }
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}
