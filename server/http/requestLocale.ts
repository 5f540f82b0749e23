import type { IncomingMessage } from 'node:http';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/config';
import { localeForHost } from '@/lib/i18n/origins';

/**
 * The language an API request speaks: the `X-Locale` header the per-language axios
 * client sends (needed when API hosts are shared), else the domain it arrived on.
 */
export function requestLocale(req: IncomingMessage): Locale {
  const header = req.headers['x-locale'];
  if (isLocale(header)) return header;
  return localeForHost(req.headers['x-forwarded-host']?.toString() ?? req.headers.host) ?? DEFAULT_LOCALE;
}
