import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * What a browser shows for a preview link that no longer works (expired, forged, another
 * language's): whoever the office sent it to reads why in the domain's language, with the way
 * home; never indexed. A page of its own, not the site's layout: it is an API route's answer.
 */
export function previewRefusalPage(locale: Locale): string {
  const messages = loadMessages(locale);
  const [title, why, home] = ['api.previewLinkTitle', 'api.previewLinkInvalid', 'errors.backHome'].map((key) => escapeHtml(translate(messages, key)));
  return [
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">',
    `<title>${title}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1e2a3a;line-height:1.5">',
    `<h1 style="font-size:1.5rem">${title}</h1><p>${why}</p>`,
    `<p><a href="/" style="color:#1e2a3a;font-weight:600">${home}</a></p></body></html>`,
  ].join('');
}

/** A browser opening the link asks for a page; a script or test asking for JSON keeps the JSON error. */
export const wantsPage = (accept: string | undefined) => /\btext\/html\b/.test(accept ?? '');
