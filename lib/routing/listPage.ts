import { useRouter } from 'next/router';

/**
 * Routes whose ?page= names a page of a list (tour lists, the blog, the guest book): each page
 * past the first is its own canonical address and says its number in its title.
 */
export const PAGED_LISTS: ReadonlySet<string> = new Set(['/tanzania-safari-package/[[...segments]]', '/Blogs', '/Review']);

/** The list page an address asks for (?page=N), 1 when it names none. */
export function listPageOf(asPath: string): number {
  const raw = new URLSearchParams(asPath.split('#')[0].split('?')[1] ?? '').get('page');
  return raw && /^\d{1,4}$/.test(raw) && Number(raw) > 1 ? Number(raw) : 1;
}

/** The page of the list the address shows (it follows shallow page links at once). */
export function useListPage(): number {
  return listPageOf(useRouter().asPath);
}
