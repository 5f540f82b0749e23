/**
 * Query parameters that carry a secret: a booking's key, a reset or sign-up link's token, an
 * address confirmation code. Third-party scripts (analytics, a session recorder, an ads pixel)
 * record the address of the page they run on, so a page whose address carries one loads none of
 * them, and the site reaches such a page by a full load, never by a client-side move from a page
 * where they already run.
 */
const SECRET_PARAMETERS = ['key', 'token', 'confirm'];

export function carriesSecret(address: string): boolean {
  const query = new URLSearchParams(address.split('#')[0]!.split('?')[1] ?? '');
  return SECRET_PARAMETERS.some((name) => query.has(name));
}
