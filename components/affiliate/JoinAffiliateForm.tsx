import { FormAlert } from '@/components/forms/FormAlert';
import { describedBy, Field, inputClass } from '@/components/forms/Field';
import { SendButton } from '@/components/account/SendButton';
import { TextField } from '@/components/account/TextField';
import { useAccountForm } from '@/components/account/useAccountForm';
import { AFFILIATE_MESSAGE_MAX, affiliateSchema } from '@/lib/affiliate/schemas';
import { useAppDispatch } from '@/store';
import type { UserDto } from '@/server/auth/dto';

type Values = { email: string; message: string };

/**
 * /Affiliate for a signed-in user: the spec's join payload (email, message), the email filled
 * in with the account's; "Generating…" while pending. On success the personal link's page and
 * the dashboard are one click away. What was typed stays after a failure.
 */
export function JoinAffiliateForm({ user, onJoined }: { user: UserDto; onJoined: () => void }) {
  const dispatch = useAppDispatch();
  const { form, error, send, locale, t } = useAccountForm<Values>(affiliateSchema, { email: user.email, message: '' });
  const onSubmit = send(async (body) => {
    const { joinAffiliate } = await import('@/store/affiliateThunks');
    await dispatch(joinAffiliate({ locale, body })).unwrap();
    onJoined();
  });
  const messageError = form.formState.errors.message?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 self-start rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="affiliate-join-form">
      <h2 className="text-xl font-semibold">{t('affiliate.join.title')}</h2>
      <p className="text-sm text-night-700">{t('affiliate.join.already')}</p>
      <TextField form={form} name="email" type="email" autoComplete="email" label={t('account.fields.email')} hint={t('affiliate.join.emailHint')} />
      <Field id="message" label={t('affiliate.join.message')} optional={t('affiliate.join.optional')} error={messageError}>
        <textarea id="message" rows={4} maxLength={AFFILIATE_MESSAGE_MAX} {...form.register('message')} className={inputClass(!!messageError)} {...describedBy('message', messageError)} />
      </Field>
      <FormAlert error={error} />
      <SendButton label={t('affiliate.join.submit')} pending={form.formState.isSubmitting} pendingLabel={t('affiliate.link.generating')} />
    </form>
  );
}
