/** What the browser says about the connection (Network Information API, Chromium only). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/**
 * Spec section 9: links are not prefetched on 2g connections or when the person asked to save
 * data. Without the API (other browsers) nothing is known, and links prefetch as usual.
 */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  return !connection || !(connection.saveData || /2g/.test(connection.effectiveType ?? ''));
}
