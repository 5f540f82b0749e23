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
  | 'booking';

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
  for (const part of namespaces.filter((n) => n.includes('.'))) {
    const [section, sub] = part.split('.') as [string, string];
    const from = (all[section] as Messages | undefined)?.[sub];
    if (from === undefined || namespaces.includes(section as Namespace)) continue;
    picked[section] = { ...(picked[section] as Messages | undefined), [sub]: from };
  }
  // Country and language names are not in the files: the server's Intl writes them (see displayNames).
  if (namespaces.includes('names')) picked.names = displayNames(locale) as unknown as Messages;
  return picked;
}
