import type { Locale } from '@/lib/i18n/config';
import { BUILT_THIRD_PARTY_CONFIG } from './builtConfig';
import type { Consent } from './purposes';
import { scriptsFor, type ThirdPartyConfig, type ThirdPartyScript } from './thirdParties';

// Loaded on demand, once a visitor has agreed to something: the shared bundle carries none of this.

const ATTR = 'data-third-party';

/**
 * Puts each script on the page once. A key holds one script: the same URL again is skipped,
 * a new URL replaces the old one (the overlay, whose URL carries the page's path, after a
 * client-side navigation).
 */
export function insertScripts(scripts: ThirdPartyScript[], doc: Document = document): void {
  for (const { key, src } of scripts) {
    const current = doc.head.querySelector<HTMLScriptElement>(`script[${ATTR}="${key}"]`);
    if (current?.getAttribute('src') === src) continue;
    current?.remove();
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.setAttribute(ATTR, key);
    doc.head.appendChild(script);
  }
}

/** Loads what this visitor agreed to on this domain and page. */
export function loadThirdParties(
  context: { locale: Locale; consent: Consent; path: string },
  config: ThirdPartyConfig = BUILT_THIRD_PARTY_CONFIG,
): void {
  insertScripts(scriptsFor(config, context));
}
