import localeConfig from '@/config/locales';
import type { Locale } from './config';

// Outside Next (tests, CLI) the env below is empty: fall back to the same defaults next.config.js uses.
const fallback = localeConfig.siteOrigins() as Record<Locale, string>;

// Literal process.env reads so Next inlines them (from next.config.js `env`) in every bundle,
// including middleware, where the i18n domains were fixed at build time too.
const ORIGINS: Record<Locale, string> = {
  en: process.env.NEXT_PUBLIC_SITE_ORIGIN_EN || fallback.en,
  de: process.env.NEXT_PUBLIC_SITE_ORIGIN_DE || fallback.de,
  fr: process.env.NEXT_PUBLIC_SITE_ORIGIN_FR || fallback.fr,
  es: process.env.NEXT_PUBLIC_SITE_ORIGIN_ES || fallback.es,
  it: process.env.NEXT_PUBLIC_SITE_ORIGIN_IT || fallback.it,
  pt: process.env.NEXT_PUBLIC_SITE_ORIGIN_PT || fallback.pt,
};

/** The public origin (scheme, host, port) of a language's domain. */
export function siteOrigin(locale: Locale): string {
  return ORIGINS[locale];
}

/** The absolute URL of a path on a language's domain. */
export function absoluteUrl(locale: Locale, path: string): string {
  return ORIGINS[locale] + (path.startsWith('/') ? path : `/${path}`);
}

/** The language whose domain serves this Host header (port ignored), if any. */
export function localeForHost(host: string | undefined | null): Locale | undefined {
  if (!host) return undefined;
  const hostname = host.split(':', 1)[0].toLowerCase();
  for (const [locale, origin] of Object.entries(ORIGINS) as [Locale, string][]) {
    if (new URL(origin).hostname === hostname) return locale;
  }
  return undefined;
}
