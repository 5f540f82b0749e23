// Plain CommonJS so next.config.js, middleware and the app share one list.
const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pt'];
const DEFAULT_LOCALE = 'en';

// Local defaults: Chromium resolves *.localhost to loopback, so every language
// gets its own host on a developer machine without touching /etc/hosts.
function defaultOrigin(locale) {
  const port = process.env.PORT || '3000';
  return locale === DEFAULT_LOCALE ? `http://localhost:${port}` : `http://${locale}.localhost:${port}`;
}

/** The public origin of each language, from SITE_ORIGIN_<LOCALE> (e.g. SITE_ORIGIN_DE=https://de.example.com). */
function siteOrigins(env = process.env) {
  const origins = {};
  for (const locale of LOCALES) {
    const raw = env[`SITE_ORIGIN_${locale.toUpperCase()}`] || defaultOrigin(locale);
    origins[locale] = raw.replace(/\/+$/, '');
  }
  return origins;
}

/** The `i18n.domains` entries Next.js expects: hostname (no port), locale, http flag. */
function nextDomains(env = process.env) {
  const origins = siteOrigins(env);
  return LOCALES.map((locale) => {
    const url = new URL(origins[locale]);
    return { domain: url.hostname, defaultLocale: locale, http: url.protocol === 'http:' ? true : undefined };
  });
}

module.exports = { LOCALES, DEFAULT_LOCALE, siteOrigins, nextDomains };
