import type { Locale } from './config';
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

export function loadMessages(locale: Locale): Messages {
  return ALL[locale];
}
