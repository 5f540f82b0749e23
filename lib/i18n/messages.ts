import type { Locale } from './config';
import { displayNames } from './displayNames';
import type { Messages } from './translate';
import en from '@/locales/en.json';
import de from '@/locales/de.json';
import fr from '@/locales/fr.json';
import es from '@/locales/es.json';
import it from '@/locales/it.json';
import pt from '@/locales/pt.json';

// Server-only: pages pass their language's strings down as props so the browser
// never downloads the other five files.
const ALL: Record<Locale, Messages> = { en, de, fr, es, it, pt };

/** Top-level sections of the locale files that pages may ask for. */
type Section =
  | 'pages' | 'affiliate' | 'catalogue' | 'tour' | 'wishlist' | 'destinations' | 'home' | 'search' | 'blog' | 'info' | 'leads' | 'validation' | 'names' | 'account'
  | 'booking' | 'consent';

/**
 * A section, or one part of it for pages that show a few of its strings (the tour page's
 * departures, the home page's tour cards): every string travels in the page's HTML twice.
 */
export type Namespace = Section | `${Exclude<Section, 'names'>}.${string}`;

/** Every page needs these: the layout, localised slugs and the error views. */
const ALWAYS = ['common', 'routes', 'errors'];

/** A language's strings: all of them (server use), or only the layout's plus the page's namespaces. */
export function loadMessages(locale: Locale, namespaces?: Namespace[]): Messages {
  const all = ALL[locale];
  if (!namespaces) return all;
  const picked: Messages = Object.fromEntries([...ALWAYS, ...namespaces].filter((n) => n in all).map((n) => [n, all[n]]));
  // A dotted part ("catalogue.categories.northern-safari") copies that one branch, at any depth.
  for (const part of namespaces.filter((n) => n.includes('.'))) {
    const path = part.split('.');
    if (path.some((_, i) => i > 0 && namespaces.includes(path.slice(0, i).join('.') as Namespace))) continue;
    const from = path.reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], all);
    if (from === undefined) continue;
    let into = picked;
    for (const key of path.slice(0, -1)) into = (into[key] = { ...(into[key] as Messages | undefined) }) as Messages;
    into[path[path.length - 1]!] = from as Messages;
  }
  // Country and language names are not in the files: the server's Intl writes them (see displayNames).
  if (namespaces.includes('names')) picked.names = displayNames(locale) as unknown as Messages;
  return picked;
}
