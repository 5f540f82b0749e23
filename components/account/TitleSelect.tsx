import type { UseFormReturn } from 'react-hook-form';
import { describedBy, Field, inputClass } from '@/components/forms/Field';
import { PROFILE_TITLES, type ProfileFormValues } from '@/lib/auth/profileForm';
import { useT } from '@/lib/i18n/I18nProvider';

/**
 * Mr, Mrs, Ms… in the page's language, each word once: where the language has one word for Mrs and
 * Ms ("Sra."), one of them is offered, the one saved if either is. A title saved otherwise
 * (through the API) stays offered as it is.
 */
export function TitleSelect({ form, saved }: { form: UseFormReturn<ProfileFormValues>; saved: string | null }) {
  const t = useT();
  const error = form.formState.errors.title?.message;
  const other = saved && !(PROFILE_TITLES as readonly string[]).includes(saved) ? saved : null;
  const label = (title: string) => t(`account.profile.titles.${title}`);
  const offered = PROFILE_TITLES.filter((title) => {
    const same = PROFILE_TITLES.filter((o) => label(o) === label(title));
    return title === (same.find((o) => o === saved) ?? same[0]);
  });
  return (
    <Field id="title" label={t('account.profile.fields.title')} error={error}>
      <select id="title" {...form.register('title')} autoComplete="honorific-prefix" className={inputClass(!!error)} {...describedBy('title', error)}>
        <option value="">{t('account.profile.titles.none')}</option>
        {offered.map((title) => <option key={title} value={title}>{label(title)}</option>)}
        {other ? <option value={other}>{other}</option> : null}
      </select>
    </Field>
  );
}
