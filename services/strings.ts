import type { Locale } from '@/lib/i18n/config';
import type { OnDemandNamespace } from '@/lib/i18n/onDemand';
import type { Messages } from '@/lib/i18n/translate';
import { apiBase } from './apiBase';

const asked = new Map<string, Promise<Messages>>();

/** GET /api/strings: sections of the locale file a part loaded on demand needs; asked once per page view (a failure may be asked again). */
export function fetchStrings(locale: Locale, namespaces: readonly OnDemandNamespace[]): Promise<Messages> {
  const key = `${locale}:${namespaces.join(',')}`;
  let answer = asked.get(key);
  if (!answer) {
    answer = fetch(`${apiBase(locale)}/strings?ns=${namespaces.join(',')}`, { headers: { 'X-Locale': locale } }).then(async (res) => {
      if (!res.ok) throw new Error(`strings: ${res.status}`);
      return ((await res.json()) as { messages: Messages }).messages;
    });
    answer.catch(() => asked.delete(key));
    asked.set(key, answer);
  }
  return answer;
}
