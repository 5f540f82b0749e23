import { useAppDispatch } from '@/store';
import { consentReopened } from '@/store/consentSlice';
import { useT } from '@/lib/i18n/I18nProvider';

/** The footer's way back to the consent banner, to change or withdraw an answer on any page. */
export function ConsentSettingsButton({ className }: { className: string }) {
  const t = useT();
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(consentReopened())} className={className} data-testid="consent-settings">
      {t('common.cookieSettings')}
    </button>
  );
}
