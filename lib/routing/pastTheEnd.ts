/**
 * A paged list asked for a page past its end (an old link after the list shrank, a typed
 * ?page=99): the redirect to its last page, or null. A 307, not a 301: the last page moves
 * with the list. `address(page)` writes the list's address for a page, filters kept.
 */
export function redirectPastTheEnd(asked: number, pages: number, address: (page: number) => string) {
  const last = Math.max(1, pages);
  return asked > last ? { redirect: { destination: address(last), statusCode: 307 as const } } : null;
}
