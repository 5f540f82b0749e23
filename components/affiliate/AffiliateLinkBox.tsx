import { useEffect, useState } from 'react';
import { readFailure } from '@/lib/forms/apiFailure';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';
import { ShareLinks } from './ShareLinks';

const BUTTON = 'rounded-full px-5 py-2.5 text-sm font-semibold disabled:opacity-70';

/**
 * The signed-in user's personal link: "Generate my link" (joins the programme with the account's
 * email, or answers the existing membership; "Generating…" while pending), then the full link on
 * the domain being browsed, with Copy ("Copied") and Share. A member's link is known from the
 * start: login and GET /api/user answer the membership with the user (no getAffiliate 404 for
 * someone who has not joined, which would be a failed request in the browser's console).
 * Self-contained: it reads the session from the auth state, so any logged-in page (AffiliateLink,
 * Profile, Dashboard) can place it. Renders nothing for visitors.
 */
export function AffiliateLinkBox() {
  const { locale, t } = useI18n();
  const dispatch = useAppDispatch();
  const { user, affiliateLink: link } = useAppSelector(selectAuth);
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // The page's own origin: the link works on every language domain, this one is where the user is.
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  if (!user) return null;
  const url = link ? origin + link : '';

  const generate = async () => {
    setGenerating(true);
    setError(null);
    try {
      const { joinAffiliate } = await import('@/store/affiliateThunks');
      await dispatch(joinAffiliate({ locale, body: { email: user.email, message: '' } })).unwrap();
    } catch (err) {
      setError(readFailure(err, t).error.message);
    } finally {
      setGenerating(false);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // No clipboard permission (or plain http): select the text so Ctrl+C works.
      (document.getElementById('affiliate-link') as HTMLInputElement | null)?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };

  return (
    <section aria-labelledby="affiliate-link-title" className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="affiliate-link-box">
      <h2 id="affiliate-link-title" className="text-xl font-semibold">{t('affiliate.link.title')}</h2>
      <p className="mt-2 text-night-700">{t('affiliate.link.intro')}</p>
      {link ? (
        <div className="mt-5 space-y-4">
          <label htmlFor="affiliate-link" className="block text-sm font-semibold text-night-800">{t('affiliate.link.label')}</label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input id="affiliate-link" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="block w-full rounded-lg border border-sand-300 bg-sand-50 px-3 py-2.5 font-mono text-sm text-night-900" data-testid="affiliate-link" />
            <button type="button" onClick={copy} className={`${BUTTON} shrink-0 bg-night-800 text-white hover:bg-night-900`} data-testid="affiliate-copy">
              {copied ? t('affiliate.link.copied') : t('affiliate.link.copy')}
            </button>
          </div>
          <p role="status" aria-live="polite" className="sr-only">{copied ? t('affiliate.link.copied') : ''}</p>
          <ShareLinks url={url} />
        </div>
      ) : (
        <div className="mt-5 space-y-3">
          <button type="button" onClick={generate} disabled={generating} aria-busy={generating} className={`${BUTTON} bg-sunset-600 text-white hover:bg-sunset-700`} data-testid="affiliate-generate">
            {generating ? t('affiliate.link.generating') : t('affiliate.link.generate')}
          </button>
          {error ? <p role="alert" className="text-sm text-red-800" data-testid="affiliate-link-error">{error}</p> : null}
        </div>
      )}
    </section>
  );
}
