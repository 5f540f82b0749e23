import { asLocale } from '@/lib/i18n/config';
import { PREVIEW_COOKIE, readPreview } from '@/server/content/previewToken';
import { previewRefusalPage, wantsPage } from '@/server/content/previewRefusal';
import { previewTarget } from '@/server/content/tourContent';
import { getDb } from '@/server/db/connection';
import { apiHandler } from '@/server/http/apiHandler';
import { AppError } from '@/server/http/errors';
import { withDatabase } from '@/server/leads/write';

/**
 * GET /api/preview?token=: a signed preview link from the back office. On the domain it was made
 * for, it turns on Next's Draft Mode for this browser (the tour page then shows its draft, marked
 * and never indexed) and goes to the tour. `?exit=1&to=/path` turns it off and goes to that page.
 * A forged, expired or other-domain link gets 400 and changes nothing: a page saying so for a
 * browser, JSON otherwise.
 */
export default apiHandler({
  GET: async ({ req, res, locale }) => {
    if (req.query.exit !== undefined) {
      res.setDraftMode({ enable: false });
      res.setHeader('Set-Cookie', [...cookiesOf(res), `${PREVIEW_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`]);
      // Back to the live version of the page left (a path of this site only: no open redirect).
      const to = typeof req.query.to === 'string' && /^\/(?![/\\])\S*$/.test(req.query.to) ? req.query.to : '/';
      res.redirect(307, to);
      return;
    }
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const target = await withDatabase('preview', async () => {
      const claim = token ? await readPreview(getDb(), token) : undefined;
      if (!claim || asLocale(claim.lang) !== claim.lang || claim.lang !== locale) return undefined;
      const path = await previewTarget(claim.id, locale);
      return path && { path, seconds: Math.max(1, Math.floor((claim.exp - Date.now()) / 1000)) };
    });
    if (!target && wantsPage(req.headers.accept)) {
      res.status(400).setHeader('Content-Type', 'text/html; charset=utf-8').setHeader('Cache-Control', 'no-store').setHeader('X-Robots-Tag', 'noindex');
      res.send(previewRefusalPage(locale));
      return;
    }
    if (!target) throw new AppError(400, 'invalid_preview_link', 'api.previewLinkInvalid');
    res.setDraftMode({ enable: true });
    res.setHeader('Set-Cookie', [...cookiesOf(res), `${PREVIEW_COOKIE}=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=${target.seconds}`]);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.redirect(307, target.path);
  },
});

/** The cookies already set on the answer (Draft Mode's own), to add ours beside them. */
function cookiesOf(res: { getHeader: (name: string) => unknown }): string[] {
  const set = res.getHeader('Set-Cookie');
  return Array.isArray(set) ? set.map(String) : set ? [String(set)] : [];
}
