import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';

/**
 * The send button with its pending label, and the note that sending accepts the terms and the
 * privacy policy (spec section 5: clicking it counts as accepting both). A form with its own terms
 * checkbox (booking) leaves the note out.
 */
export function SubmitRow({ label, pending, pendingLabel, consent = true }: { label: string; pending: boolean; pendingLabel: string; consent?: boolean }) {
  const t = useT();
  // {terms} and {privacy} are left in place by translate() and become links here.
  const parts = t('leads.submit.consent', { button: label }).split(/(\{terms\}|\{privacy\})/);
  return (
    <div className="space-y-3">
      <button type="submit" disabled={pending} aria-busy={pending} className="w-full rounded-full bg-sunset-600 px-6 py-3 text-lg font-semibold text-white hover:bg-sunset-700 disabled:opacity-70 sm:w-auto">
        {pending ? pendingLabel : label}
      </button>
      {consent ? (
        <p className="text-xs text-night-600" data-testid="consent-note">
          {parts.map((p, i) =>
            p === '{terms}' ? <AppLink key={i} href="/Terms" className="underline">{t('leads.submit.terms')}</AppLink>
            : p === '{privacy}' ? <AppLink key={i} href="/Privacy" className="underline">{t('leads.submit.privacy')}</AppLink>
            : p,
          )}
        </p>
      ) : null}
    </div>
  );
}
