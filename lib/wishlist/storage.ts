// Where an anonymous visitor's wishlist lives in this browser: localStorage (the list, shared by
// this domain's tabs) and a cookie mirror of it, so that /Wishlists can be rendered on the server
// (and `/Wishlists?add=` works without JavaScript). Each language's domain keeps its own list.

/** Tours are kept by id: ids never change, whereas slugs differ per language and can be renamed. */
export const WISHLIST_STORAGE_KEY = 'wishlist';
export const WISHLIST_COOKIE = 'wishlist';
/** Enough for any real shortlist, and keeps the cookie far below the 4 kB browsers accept. */
export const MAX_WISHLIST = 50;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const ID = /^[a-z0-9-]{1,160}$/;

/** A clean list: valid ids only, each once, first occurrence kept, at most MAX_WISHLIST. */
export function normaliseIds(ids: unknown): string[] {
  if (!Array.isArray(ids)) return [];
  const seen = new Set<string>();
  for (const id of ids) if (typeof id === 'string' && ID.test(id) && seen.size < MAX_WISHLIST) seen.add(id);
  return [...seen];
}

/** The list stored under WISHLIST_STORAGE_KEY (a JSON array); anything unreadable is an empty list. */
export function parseStoredIds(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    return normaliseIds(JSON.parse(raw));
  } catch {
    return [];
  }
}

/** The cookie's value: ids joined by dots (no character a cookie has to escape). */
export const idsToCookieValue = (ids: string[]) => normaliseIds(ids).join('.');
export const cookieValueToIds = (value: string | undefined) => normaliseIds((value ?? '').split('.'));

/** The Set-Cookie/document.cookie text for a list (Lax: it only tells this site's pages what to show). */
export function wishlistCookie(ids: string[], secure = false): string {
  const value = idsToCookieValue(ids);
  const age = value ? ONE_YEAR_SECONDS : 0;
  return `${WISHLIST_COOKIE}=${value}; Path=/; Max-Age=${age}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Browser only: the list saved in this browser (localStorage), or null when storage is unavailable. */
export function readBrowserWishlist(): string[] | null {
  try {
    return parseStoredIds(window.localStorage.getItem(WISHLIST_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Browser only: saves the list in localStorage and its cookie mirror; unchanged values are not rewritten. */
export function writeBrowserWishlist(ids: string[]): void {
  const json = JSON.stringify(normaliseIds(ids));
  try {
    if (window.localStorage.getItem(WISHLIST_STORAGE_KEY) !== json) window.localStorage.setItem(WISHLIST_STORAGE_KEY, json);
  } catch {
    // Private mode or full storage: the list still lives in this tab and in the cookie.
  }
  document.cookie = wishlistCookie(ids, window.location.protocol === 'https:');
}
