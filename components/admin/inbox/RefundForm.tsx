import { useForm } from 'react-hook-form';
import { centsOfDollars, centsOrRefusal } from '@/lib/format/dollarsInput';
import { formatCents } from '@/lib/format/price';
import { adminApi } from '../adminApi';
import { ActionResult, fieldClass, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';

type Payment = { id: string; method: string; status: string; amountCents: number; reference: string };
type Form = { paymentId: string; amount: string; reference: string; method: 'bank' | 'cash' };

/** Pay money back against one of the booking's payments: an online one through Pesapal, a bank transfer recorded by bank or cash. */
export function RefundForm({ number, payments, onDone }: { number: string; payments: Payment[]; onDone: () => void }) {
  const paid = payments.filter((p) => p.status === 'completed');
  const { register, handleSubmit, watch } = useForm<Form>({ defaultValues: { paymentId: paid[0]?.id ?? '', amount: '', reference: '', method: 'bank' } });
  const action = useAction();
  const chosen = paid.find((p) => p.id === watch('paymentId'));
  if (!paid.length) return <p className="text-sm text-night-600">No payment received yet: nothing to refund.</p>;
  const onRefund = handleSubmit((f) => {
    // Read for sure, then asked (the traveller is mailed and a refund stays recorded); unread, the action shows the refusal.
    const amountCents = centsOfDollars(f.amount);
    if (amountCents !== null && !window.confirm(`Record a refund of ${formatCents(amountCents)} for ${number}? The traveller is mailed.`)) return;
    return action.run(
      () => adminApi.post(`/bookings/${encodeURIComponent(number)}/refunds`, { paymentId: f.paymentId, amountCents: amountCents ?? centsOrRefusal(f.amount), reference: f.reference.trim(), ...(chosen?.method === 'online' ? {} : { method: f.method }) }),
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
      <button type="submit" className={`${secondaryButtonClass} col-span-2 justify-self-start`} disabled={action.busy}>Refund</button>
      <ActionResult status={action.status} testId="refund-result" />
    </form>
  );
}
