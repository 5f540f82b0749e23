import { useState } from 'react';
import { Field, inputClass } from '@/components/forms/Field';
import { FormAlert } from '@/components/forms/FormAlert';
import { readProfileFailure } from '@/lib/auth/profileFailure';
import { profileFormData, profileFormSchema, profileFormValues, type ProfileFormValues } from '@/lib/auth/profileForm';
import type { UserDto } from '@/server/auth/dto';
import { useAppDispatch } from '@/store';
import { saveProfile } from '@/store/profileThunks';
import { AvatarField } from './AvatarField';
import { CountryField } from './CountryField';
import { SendButton } from './SendButton';
import { TextField } from './TextField';
import { TitleSelect } from './TitleSelect';
import { useAccountForm } from './useAccountForm';

/**
 * /Profile: name, email (read-only: it is the login), title, phone, country, country of
 * residence and picture, saved together as one multipart request. A failure keeps everything
 * typed and chosen; a success says so until the next change.
 */
export function ProfileForm({ profile, token }: { profile: UserDto; token: string }) {
  const dispatch = useAppDispatch();
  const [saved, setSaved] = useState<UserDto>(profile);
  const [justSaved, setJustSaved] = useState(false);
  const { form, error, send, locale, t } = useAccountForm<ProfileFormValues>(profileFormSchema, profileFormValues(profile), readProfileFailure);
  const onSubmit = send(async (values) => {
    setJustSaved(false);
    const user = await dispatch(saveProfile({ locale, token, body: profileFormData(values) })).unwrap();
    setSaved(user);
    form.reset(profileFormValues(user));
    setJustSaved(true);
  });
  const pending = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="profile-form">
      <AvatarField form={form} current={saved.avatar} name={saved.name} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" autoComplete="name" label={t('account.fields.name')} />
        <Field id="email" label={t('account.fields.email')} hint={t('account.profile.emailNote')}>
          <input id="email" type="email" value={saved.email} readOnly className={`${inputClass()} bg-sand-50 text-night-700`} aria-describedby="email-hint" />
        </Field>
        <TitleSelect form={form} saved={saved.title} />
        <TextField form={form} name="phone" type="tel" autoComplete="tel" label={t('account.profile.fields.phone')} placeholder={t('leads.placeholders.phone')} />
        <CountryField form={form} name="country" label={t('account.profile.fields.country')} />
        <CountryField form={form} name="countryOfResidence" label={t('account.profile.fields.countryOfResidence')} />
      </div>
      <FormAlert error={error} />
      {justSaved && !form.formState.isDirty && !pending ? (
        <p role="status" className="rounded-xl border border-acacia-200 bg-acacia-50 p-4 text-sm font-medium text-night-900" data-testid="profile-saved">
          {t('account.profile.saved')}
        </p>
      ) : null}
      <SendButton label={t('account.profile.submit')} pending={pending} pendingLabel={t('leads.submit.submitting')} />
    </form>
  );
}
