import { useForm, useWatch } from 'react-hook-form';
import { suggestEmail } from '@/lib/validation/emailTypo';
import { adminApi } from '../adminApi';
import { ActionResult, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';

type Props = { number: string; email: string; onDetail: (body: unknown) => void };

/**
 * The traveller's address on a booking, correctable (a typo made at booking: the mails never
 * arrived), and the booking's private link mailed to it. A likely typo in the current address is
 * pointed out with the address probably meant.
 */
export function BookingEmailForm({ number, email, onDetail }: Props) {
  const send = useAction();
  const form = useForm<{ email: string }>({ values: { email } });
  const typed = useWatch({ control: form.control, name: 'email' });
  const meant = suggestEmail(typed ?? '');
  const submit = form.handleSubmit(({ email: next }) =>
    send.run(
      () => adminApi.post(`/bookings/${encodeURIComponent(number)}/email`, { email: next.trim() }),
      (res) => {
        onDetail(res.data);
        return `Private link sent to ${next.trim()}.`;
      },
    ),
  );
  return (
    <form onSubmit={submit} className="space-y-2" noValidate data-testid="booking-email-form">
      <label htmlFor="booking-email" className={labelClass}>
        Traveller&apos;s email
      </label>
      <input id="booking-email" type="email" className={inputClass} {...form.register('email', { required: true })} />
      {meant ? (
        <p className="text-sm" data-testid="booking-email-suggestion">
          Likely typo: did you mean{' '}
          <button type="button" className="font-semibold underline" onClick={() => form.setValue('email', meant, { shouldDirty: true })}>
            {meant}
          </button>
          ?
        </p>
      ) : null}
      <button type="submit" className={secondaryButtonClass} disabled={send.busy}>
        {typed?.trim() === email ? 'Resend private link' : 'Correct email and send private link'}
      </button>
      <ActionResult status={send.status} testId="booking-email-result" />
    </form>
  );
}
