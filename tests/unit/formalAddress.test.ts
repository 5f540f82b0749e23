import { describe, expect, it } from 'vitest';
import es from '@/locales/es.json';
import fr from '@/locales/fr.json';
import it_ from '@/locales/it.json';
import pt from '@/locales/pt.json';

// The site addresses travellers formally: Spanish "usted", Italian "voi", Portugal's Portuguese
// without "você". Walked on 30 Nov: the Spanish consent banner said "Tu privacidad … si das tu
// consentimiento" on every page, and a Portuguese mail "Se não foi você a pedir". The affiliate's
// share text is the traveller's own voice to a friend, so it may say "para ti".

type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : flat(v, `${prefix}${k}.`)));
const FRIEND_TO_FRIEND = /^affiliate\.share\./;
const informal = (tree: unknown, words: RegExp) => flat(tree as Tree).filter(([key, text]) => !FRIEND_TO_FRIEND.test(key) && words.test(text)).map(([key, text]) => `${key}: ${text}`);

describe('every string speaks to the traveller formally', () => {
  it('Spanish: usted, never tú', () => {
    expect(informal(es, /(^|[^\p{L}])(tu|tus|ti|te|puedes|tienes|quieres|das|eres|estás)(?!\p{L})/iu)).toEqual([]);
  });
  it('Italian: voi, never tu', () => {
    expect(informal(it_, /(^|[^\p{L}])(tu|tuo|tua|tuoi|tue|ti)(?!\p{L})/iu)).toEqual([]);
  });
  it("Portuguese of Portugal: no 'você', and 'e-mail' with its hyphen", () => {
    expect(informal(pt, /(^|[^\p{L}])(você|vocês)(?!\p{L})|(^|[^\p{L}{-])emails?(?!\p{L})/iu)).toEqual([]);
  });
});

// Walked on 30 Nov: French and Italian mails wrote "l'acompte" and "l’acompte" in one text.
describe('French and Italian elide with one apostrophe', () => {
  it.each([['fr', fr], ['it', it_]])('%s: the typographic ’ between letters, never the straight one', (_, tree) => {
    expect(flat(tree as unknown as Tree).filter(([, text]) => /\p{L}'\p{L}/u.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
