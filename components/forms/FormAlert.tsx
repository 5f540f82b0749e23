import { useT } from '@/lib/i18n/I18nProvider';

/** Why sending failed, said right where the button is; what was typed stays in the form. */
export function FormAlert({ message }: { message: string | null }) {
  const t = useT();
  if (!message) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900" data-testid="form-error">
      <p className="font-semibold">{t('leads.submit.failed')}</p>
      <p className="mt-1">{message}</p>
      <p className="mt-1">{t('leads.submit.keptNote')}</p>
    </div>
  );
}
