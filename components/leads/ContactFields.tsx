import { FormChoiceGroup } from '@/components/forms/FormChoiceGroup';
import { FormTextarea } from '@/components/forms/FormTextarea';
import { useT } from '@/lib/i18n/I18nProvider';
import { CONTACT_PREFERENCES, LIMITS } from '@/lib/leads/options';
import { PersonFields } from './PersonFields';

export type ContactAnswers = { fullName: string; email: string; phone: string; country: string; contactPreference: string; message: string };

/**
 * Who the traveller is and how to reach them, as fields of the surrounding react-hook-form form;
 * shared by the wizard's last step and the modal.
 */
export function ContactFields() {
  const t = useT();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <PersonFields />
      <div className="sm:col-span-2">
        <FormChoiceGroup
          name="contactPreference" legend={t('leads.fields.contactPreference')}
          options={CONTACT_PREFERENCES.map((v) => ({ value: v, label: t(`leads.options.contactPreference.${v}`) }))}
        />
      </div>
      <div className="sm:col-span-2">
        <FormTextarea name="message" label={t('leads.fields.message')} optional={t('leads.fields.optional')} rows={4} limit={LIMITS.message} placeholder={t('leads.placeholders.message')} />
      </div>
    </div>
  );
}
