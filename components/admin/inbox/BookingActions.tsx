import { useForm } from 'react-hook-form';
import { adminApi } from '../adminApi';
import { ActionResult, buttonClass, dangerButtonClass, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';

type Props = { number: string; onDetail: (body: unknown) => void };

const path = (number: string, action: string) => `/bookings/${encodeURIComponent(number)}/${action}`;

/** What the operator does to a booking: confirm it, issue the invoice, record a bank transfer, cancel. */
export function BookingActions({ number, onDetail }: Props) {
  const confirm = useAction();
  const invoice = useAction();
  const deposit = useAction();
  const cancel = useAction();
  const transfer = useForm<{ reference: string; amount: string }>({ defaultValues: { reference: '', amount: '' } });
  const cancelForm = useForm<{ reason: string }>({ defaultValues: { reason: '' } });

  const post = (action: ReturnType<typeof useAction>, name: string, body: object, done: string) =>
    action.run(
      () => adminApi.post(path(number, name), body),
      (res) => {
        onDetail(res.data);
        return done;
      },
    );

  const recordTransfer = transfer.handleSubmit(async ({ reference, amount }) => {
    const cents = amount.trim() ? Math.round(Number(amount.replace(',', '.')) * 100) : undefined;
    const ok = await post(deposit, 'deposit', { reference: reference.trim(), ...(cents !== undefined && Number.isFinite(cents) ? { amountCents: cents } : {}) }, 'Bank transfer recorded.');
    if (ok) transfer.reset();
  });

  const cancelBooking = cancelForm.handleSubmit(async ({ reason }) => {
    const ok = await post(cancel, 'cancel', { reason: reason.trim() }, 'Booking cancelled.');
    if (ok) cancelForm.reset();
  });

  return (
    <div className="space-y-4" data-testid="booking-actions">
      <div className="flex flex-wrap gap-2">
        <div>
          <button type="button" className={buttonClass} disabled={confirm.busy} onClick={() => post(confirm, 'confirm', {}, 'Booking confirmed.')}>
            Confirm booking
          </button>
          <ActionResult status={confirm.status} />
        </div>
        <div>
          <button type="button" className={secondaryButtonClass} disabled={invoice.busy} onClick={() => post(invoice, 'invoice', {}, 'Invoice issued.')}>
            Issue invoice
          </button>
          <ActionResult status={invoice.status} />
        </div>
      </div>
      <form onSubmit={recordTransfer} className="grid grid-cols-[1fr_auto] items-end gap-2" noValidate>
        <div className="col-span-2">
          <label htmlFor="transfer-reference" className={labelClass}>
            Bank transfer reference
          </label>
          <input id="transfer-reference" maxLength={30} className={`mt-1 ${inputClass}`} {...transfer.register('reference', { required: true })} />
        </div>
        <div>
          <label htmlFor="transfer-amount" className={labelClass}>
            Amount (USD)
          </label>
          <input id="transfer-amount" inputMode="decimal" placeholder="deposit" className={`mt-1 ${inputClass}`} {...transfer.register('amount')} />
        </div>
        <button type="submit" className={buttonClass} disabled={deposit.busy}>
          Record transfer
        </button>
        {transfer.formState.errors.reference ? (
          <p role="alert" className="col-span-2 text-sm text-red-700">
            Enter the transfer's reference.
          </p>
        ) : null}
        <div className="col-span-2">
          <ActionResult status={deposit.status} />
        </div>
      </form>
      <form onSubmit={cancelBooking} className="space-y-2" noValidate>
        <div>
          <label htmlFor="cancel-reason" className={labelClass}>
            Reason for cancelling
          </label>
          <input id="cancel-reason" className={`mt-1 ${inputClass}`} {...cancelForm.register('reason', { required: true })} />
        </div>
        <button type="submit" className={dangerButtonClass} disabled={cancel.busy}>
          Cancel booking
        </button>
        {cancelForm.formState.errors.reason ? (
          <p role="alert" className="text-sm text-red-700">
            Give a reason.
          </p>
        ) : null}
        <ActionResult status={cancel.status} />
      </form>
    </div>
  );
}
