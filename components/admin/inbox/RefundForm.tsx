import { useForm } from 'react-hook-form';
import { centsOfDollars, centsOrRefusal } from '@/lib/format/dollarsInput';
import { formatCents } from '@/lib/format/price';
import { adminApi } from '../adminApi';
import { ActionResult, fieldClass, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';

type Payment = { id: string; method: string; status: string; amountCents: number; reference: string };
type Form = { paymentId: string; amount: string; reference: string; method: 'bank' | 'cash'; lowerPrice: boolean };
/** The booking's money, for what the question before a refund says; `open` when its price can still change. */
type Money = { totalCents: number; paidCents: number; open: boolean };

/** What saving would leave, said before it is saved: a refund that keeps the price leaves that much to pay again. */
export function refundQuestion(number: string, amountCents: number, lowerPrice: boolean, money: Money): string {
  const ask = `Record a refund of ${formatCents(amountCents)} for ${number}? The traveller is mailed.`;
  if (lowerPrice) return `${ask} The price goes down to ${formatCents(money.totalCents - amountCents)}.`;
  const owed = money.totalCents - (money.paidCents - amountCents);
  return money.open && owed > 0 ? `${ask} The price stays ${formatCents(money.totalCents)}: ${formatCents(owed)} will be to pay.` : ask;
}

/** Pay money back against one of the booking's payments: an online one through Pesapal, a bank transfer recorded by bank or cash. */
export function RefundForm({ number, payments, money, onDone }: { number: string; payments: Payment[]; money: Money; onDone: () => void }) {
  const paid = payments.filter((p) => p.status === 'completed');
  const { register, handleSubmit, watch } = useForm<Form>({ defaultValues: { paymentId: paid[0]?.id ?? '', amount: '', reference: '', method: 'bank', lowerPrice: false } });
  const action = useAction();
  const chosen = paid.find((p) => p.id === watch('paymentId'));
  if (!paid.length) return <p className="text-sm text-night-600">No payment received yet: nothing to refund.</p>;
  const onRefund = handleSubmit((f) => {
    // Read for sure, then asked (the traveller is mailed and a refund stays recorded); unread, the action shows the refusal.
    const amountCents = centsOfDollars(f.amount);
    const lowerPrice = money.open && f.lowerPrice;
    if (amountCents !== null && !window.confirm(refundQuestion(number, amountCents, lowerPrice, money))) return;
    return action.run(
      () => adminApi.post(`/bookings/${encodeURIComponent(number)}/refunds`, { paymentId: f.paymentId, amountCents: amountCents ?? centsOrRefusal(f.amount), reference: f.reference.trim(), lowerPrice, ...(chosen?.method === 'online' ? {} : { method: f.method }) }),
      () => {
        onDone();
        return chosen?.method === 'online' ? 'Refund requested from Pesapal and recorded.' : 'Refund recorded.';
      },
    );
  });
  return (
    // Two columns: the form sits in the booking page's narrow column, where four cut the payment's words.
    <form onSubmit={onRefund} className="grid grid-cols-2 gap-2" noValidate data-testid="refund-form">
      <label className={`${labelClass} col-span-2`}>
        Payment
        <select className={`mt-1 w-full ${fieldClass}`} {...register('paymentId')}>
          {paid.map((p) => <option key={p.id} value={p.id}>{`${p.method} · ${formatCents(p.amountCents)} · ${p.reference}`}</option>)}
        </select>
      </label>
      <label className={labelClass}>Amount (USD)<input inputMode="decimal" className={`mt-1 ${inputClass}`} {...register('amount')} /></label>
      {chosen?.method === 'online' ? null : (
        <label className={labelClass}>
          Paid back by
          <select className={`mt-1 w-full ${fieldClass}`} {...register('method')}><option value="bank">bank</option><option value="cash">cash</option></select>
        </label>
      )}
      <label className={`${labelClass} col-span-2`}>Reference or reason<input className={`mt-1 ${inputClass}`} {...register('reference')} /></label>
      {money.open ? (
        // Without it the price stays: right for a payment made twice, wrong for a goodwill gesture.
        <label className="col-span-2 flex items-start gap-2 text-sm text-night-800">
          <input type="checkbox" className="mt-1" {...register('lowerPrice')} />
          <span>Take it off the price too (a goodwill refund: a discount line with the reason). Leave it unticked to pay back money paid twice.</span>
        </label>
      ) : null}
      <button type="submit" className={`${secondaryButtonClass} col-span-2 justify-self-start`} disabled={action.busy}>Refund</button>
      <ActionResult status={action.status} testId="refund-result" />
    </form>
  );
}
