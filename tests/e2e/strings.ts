import fs from 'node:fs';
import path from 'node:path';
import { translate, type Messages } from '../../lib/i18n/translate';

const cache = new Map<string, Messages>();

/** The UI string a page on that language's domain should show. */
export function t(locale: string, key: string, params?: Record<string, string | number>): string {
  if (!cache.has(locale)) cache.set(locale, JSON.parse(fs.readFileSync(path.resolve('locales', `${locale}.json`), 'utf8')));
  return translate(cache.get(locale)!, key, params, locale);
}

export function pageMeta(locale: string, id: string): { title: string; description: string } {
  return JSON.parse(fs.readFileSync(path.resolve('server/db/seed/page-meta', `${locale}.json`), 'utf8'))[id];
}
