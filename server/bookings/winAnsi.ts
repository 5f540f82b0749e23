// pdfkit's built-in fonts draw Windows-1252 only: any other character comes out as garbage
// glyphs. Names are typed by travellers from anywhere, so what the fonts cannot draw is brought
// down to its plain letter ("Dvořák" -> "Dvorák", "Łukasz" -> "Lukasz"), or "?" as a last resort.

/** Windows-1252's characters outside ASCII and Latin-1. */
const EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters with a stroke or bar do not decompose into letter + accent; spaces and dashes Intl may write. */
const PLAIN: Record<string, string> = {
  Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', ı: 'i', ĸ: 'k', Ŀ: 'L', ŀ: 'l', ſ: 's',
  '\u2009': ' ', '\u202f': '\u00a0', '\u2010': '-', '\u2011': '-', '\u2212': '-',
};

const drawable = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRAS.has(ch);
};

/** The text with every character the built-in fonts can draw kept as it is. */
export function toWinAnsi(text: string): string {
  return Array.from(text, (ch) => {
    if (drawable(ch)) return ch;
    const plain = PLAIN[ch] ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
    return plain && Array.from(plain).every(drawable) ? plain : '?';
  }).join('');
}

/** Every string of a plain object or array passed through toWinAnsi, the shape kept. */
export function withWinAnsi<T>(value: T): T {
  if (typeof value === 'string') return toWinAnsi(value) as T;
  if (Array.isArray(value)) return value.map(withWinAnsi) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withWinAnsi(v)])) as T;
  return value;
}
