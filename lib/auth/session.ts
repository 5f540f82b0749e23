import Cookies from 'js-cookie';

// Spec section 4: the token is saved to local storage and a cookie; logout removes the token,
// name and avatar cookies. Cookies are SameSite=Lax, Secure on https, and last as long as the
// server's session (30 days).

const TOKEN_KEY = 'token';
const COOKIES = ['token', 'name', 'avatar'] as const;
const DAYS = 30;

export type StoredSession = { token: string; name: string; avatar: string | null };

const cookieOptions = () => ({ expires: DAYS, sameSite: 'lax' as const, secure: window.location.protocol === 'https:', path: '/' });

export function saveSession({ token, name, avatar }: StoredSession): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    /* storage blocked: the cookie still carries the session */
  }
  Cookies.set('token', token, cookieOptions());
  Cookies.set('name', name, cookieOptions());
  if (avatar) Cookies.set('avatar', avatar, cookieOptions());
  else Cookies.remove('avatar', { path: '/' });
}

export function clearSession(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* see saveSession */
  }
  for (const name of COOKIES) Cookies.remove(name, { path: '/' });
}
