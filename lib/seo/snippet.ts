/** Longest meta description search engines show whole (about 160 characters; a little room kept). */
export const META_DESCRIPTION_LENGTH = 155;
/** Longest text a link-preview card (og:description, twitter:description) shows. */
export const SHARE_DESCRIPTION_LENGTH = 200;

/**
 * The text cut to at most `max` characters at a word boundary, with "…" when anything was cut:
 * a cut mid-word ("…and Rift Valle") reads as a mistake in a search result or a preview card.
 * Whitespace (line breaks between paragraphs) is folded to single spaces first.
 */
export function snippet(text: string, max: number = META_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const room = flat.slice(0, max); // the ellipsis takes the place of the space after the last whole word
  const cut = room.lastIndexOf(' ');
  // One word longer than the whole room (a URL): cut it rather than show nothing.
  const head = cut > max / 2 ? room.slice(0, cut) : room.slice(0, max - 1);
  // "…Rift Valley, …" not "…Rift Valley,…": trailing punctuation before the ellipsis goes.
  return `${head.replace(/[\s,;:.–—-]+$/u, '')}…`;
}
