// @ts-check
// Plain CommonJS: the middleware and the API share one rule.
const { siteOrigins } = require('./locales');

/** How many reverse proxies of ours stand in front (TRUST_PROXY=n); 0 when unset or not a whole number. */
function trustedProxies() {
  const n = Number(process.env.TRUST_PROXY);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/**
 * Whether an answer goes out over https, so that its cookies may be Secure: the
 * connection to this server is TLS, or a trusted proxy (TRUST_PROXY=n, the number of proxies the per-IP
 * limits trust) says the visitor's was (X-Forwarded-Proto), or the site itself is https (its
 * configured origins): then only a proxy in front can be talking plain http to us.
 * (HSTS is next.config.js's headers() rule, on the same X-Forwarded-Proto.)
 * @param {{ encrypted?: boolean, forwardedProto?: string | string[] | null }} request
 * @param {{ trustProxy?: boolean, origins?: string[] }} [site] the site's origins (the built ones, where known)
 */
function cameOverHttps({ encrypted, forwardedProto }, { trustProxy = trustedProxies() > 0, origins = Object.values(siteOrigins()) } = {}) {
  if (encrypted) return true;
  if (trustProxy && String(forwardedProto ?? '').split(',')[0].trim().toLowerCase() === 'https') return true;
  return origins.every((origin) => origin.startsWith('https:'));
}

module.exports = { cameOverHttps, trustedProxies };
