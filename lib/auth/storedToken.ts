/**
 * The saved session token, if any, without loading the cookie library: every page asks this
 * once to know whether to fetch the user (spec: a failed fetch clears the session).
 */
export function storedToken(): string | null {
  try {
    return window.localStorage.getItem('token') || readCookie('token');
  } catch {
    return readCookie('token');
  }
}

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}
