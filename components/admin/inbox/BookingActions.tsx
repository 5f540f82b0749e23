import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { stepsFor } from '@/lib/admin/bookingSteps';
import { amountDue } from '@/lib/booking/amountDue';
import { focusIsLost } from '@/lib/dom/focus';
import { centsOfDollars, dollarsHint } from '@/lib/format/dollarsInput';
import { formatCents } from '@/lib/format/price';
import { adminApi } from '../adminApi';
import { ActionResult, buttonClass, dangerButtonClass, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import type { InboxDetail } from './types';

/** What the actions read of the booking (the detail's `booking`). */
export type BookingState = { status: string; totalCents: number; depositCents: number; paidCents: number; invoices: string[]; creditNotes?: string[] };

type Props = { number: string; booking: BookingState; onDetail: (body: unknown) => void };

const path = (number: string, action: string) => `/bookings/${encodeURIComponent(number)}/${action}`;
/** "awaiting_deposit" → "awaiting deposit", as the status badge reads. */
const statusWords = (status: string) => status.replace(/_/g, ' ');

/**
 * What the operator does to a booking, offered only where its status allows it: confirm
 * availability (an inquiry becomes a provisional reservation), issue the deposit invoice, record
 * a bank transfer, cancel. Each result says where the booking stands after it.
 */
export function BookingActions({ number, booking, onDetail }: Props) {
  const confirm = useAction();
  const invoice = useAction();
  const deposit = useAction();
  const cancel = useAction();
  const transfer = useForm<{ reference: string; amount: string }>({ defaultValues: { reference: '', amount: '' } });
  const cancelForm = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const steps = stepsFor(booking.status);
  // What an empty amount records: the rest of the deposit, or else the balance (POST …/deposit).
  const dueNow = amountDue(booking);
  const owed = dueNow.kind !== 'none';

  const box = useRef<HTMLDivElement>(null);
  // A step's button goes once the step is done: focus moves on to the next step (walked: to nothing).
  const shownStatus = useRef(booking.status);
  useEffect(() => {
    if (shownStatus.current === booking.status) return;
    shownStatus.current = booking.status;
    if (!focusIsLost()) return;
    (box.current?.querySelector<HTMLElement>('button:not([disabled]), input, textarea') ?? box.current)?.focus();
  }, [booking.status]);
  const post = (action: ReturnType<typeof useAction>, name: string, body: object, done: (after: BookingState) => string) =>
    action.run(
      () => adminApi.post<InboxDetail>(path(number, name), body),
      (res) => {
        onDetail(res.data);
        return done(res.data.request.booking as unknown as BookingState);
      },
    );

  const recordTransfer = transfer.handleSubmit(async ({ reference, amount }) => {
    // Empty is what is due now (as the server reads it); anything typed is read for sure (the field's rule) or refused.
    const cents = amount.trim() ? centsOfDollars(amount) : null;
    const ref = reference.trim();
    // Recording mails the traveller a receipt (or their confirmation) at once, and nothing undoes it.
    const what = cents === null ? `the ${dueNow.kind}, ${formatCents(dueNow.cents)},` : formatCents(cents);
    // More than the whole rest of the price is most often a slip of a digit (walked: $ 6,900 on a $ 690 trip): said before it is recorded.
    const rest = booking.totalCents - booking.paidCents;
    const over = cents !== null && cents > rest ? ` That is ${formatCents(cents - rest)} more than is still owed (${formatCents(Math.max(0, rest))}): the traveller is then owed a refund.` : '';
    if (!window.confirm(`Record ${what} received by bank transfer (reference ${ref}) for ${number}?${over} The traveller is mailed at once.`)) return;
    const ok = await post(deposit, 'deposit', { reference: ref, ...(cents === null ? {} : { amountCents: cents }) }, (after) =>
      `${formatCents(after.paidCents - booking.paidCents)} recorded by bank transfer (reference ${ref}): the booking is ${statusWords(after.status)}, ${formatCents(after.paidCents)} paid.`,
    );
    if (ok) transfer.reset();
  });

  const cancelBooking = cancelForm.handleSubmit(async ({ reason }) => {
    if (!window.confirm(`Cancel booking ${number}? Its invoice is cancelled by a credit note, its seats are freed and the traveller is mailed. This cannot be undone.`)) return;
    const ok = await post(cancel, 'cancel', { reason: reason.trim() }, (after) =>
      after.creditNotes?.length ? `Booking cancelled; invoice ${after.invoices.at(-1)} cancelled by credit note ${after.creditNotes[0]}.` : 'Booking cancelled.',
    );
    if (ok) cancelForm.reset();
  });

  if (!steps.length) {
    return (
      <div ref={box} tabIndex={-1} data-testid="booking-actions">
        <p className="text-sm text-night-700">No step applies: the booking is {statusWords(booking.status)}.</p>
        <ActionResult status={cancel.status} testId="cancel-result" />
      </div>
    );
  }
  return (
    <div ref={box} tabIndex={-1} className="space-y-4 focus:outline-none" data-testid="booking-actions">
      {steps.includes('confirm') || steps.includes('invoice') ? (
        <div className="flex flex-wrap gap-2">
          {steps.includes('confirm') ? (
            <div>
              <button type="button" className={buttonClass} disabled={confirm.busy} onClick={() => post(confirm, 'confirm', {}, (after) => `Availability confirmed: the booking is now ${statusWords(after.status)}.`)}>
                Confirm availability
              </button>
              <p className="mt-1 text-xs text-night-700">Inquiry → provisional reservation; the invoice is the next step.</p>
              <ActionResult status={confirm.status} testId="confirm-result" />
            </div>
          ) : null}
          {steps.includes('invoice') ? (
            <div>
              <button type="button" className={secondaryButtonClass} disabled={invoice.busy} onClick={() => post(invoice, 'invoice', {}, (after) => `Invoice ${after.invoices[0] ?? ''} issued: the booking is now ${statusWords(after.status)}.`)}>
                Issue deposit invoice
              </button>
              <ActionResult status={invoice.status} testId="invoice-result" />
            </div>
          ) : null}
        </div>
      ) : null}
      {steps.includes('deposit') && owed ? (
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
            <input
              id="transfer-amount" inputMode="decimal" placeholder={`${dueNow.kind} ${formatCents(dueNow.cents)}`} className={`mt-1 ${inputClass}`}
              aria-invalid={transfer.formState.errors.amount ? true : undefined}
              {...transfer.register('amount', { validate: (v) => !v.trim() || centsOfDollars(v) !== null || dollarsHint() })}
            />
          </div>
          <button type="submit" className={buttonClass} disabled={deposit.busy}>
            Record transfer
          </button>
          {transfer.formState.errors.reference ? (
            <p role="alert" className="col-span-2 text-sm text-red-700">
              Enter the transfer’s reference.
            </p>
          ) : null}
          {transfer.formState.errors.amount ? (
            <p role="alert" className="col-span-2 text-sm text-red-700" data-testid="transfer-amount-error">
              {transfer.formState.errors.amount.message}
            </p>
          ) : null}
        </form>
      ) : null}
      {steps.includes('cancel') ? (
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
        </form>
      ) : null}
      {/* Outside the forms: a step done takes its form away (a cancelled booking has no cancel), not its result. */}
      <ActionResult status={deposit.status} testId="deposit-result" />
      <ActionResult status={cancel.status} testId="cancel-result" />
    </div>
  );
}
