import { useForm } from 'react-hook-form';
import { centsOrRefusal } from '@/lib/format/dollarsInput';
import { formatCents } from '@/lib/format/price';
import type { OfficeLine } from '@/lib/booking/officeLines';
import { adminApi } from '../adminApi';
import { ActionResult, fieldClass, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';

// "percent" is a discount given as a share of the price: the amount field then holds the percentage.
type Choice = OfficeLine['kind'] | 'percent';
type Form = { kind: Choice; description: string; amount: string; quantity: string };
const KIND_WORDS: Record<Choice, string> = { extra: 'Extra', discount: 'Discount (amount)', percent: 'Discount (%)', override: 'Price agreed (new total)' };

/** What the API takes for the line the form describes. */
function lineOf(f: Form) {
  const description = f.description.trim();
  if (f.kind === 'percent') return { kind: 'discount', description, percent: Number(f.amount) };
  // Read for sure or refused (the action shows why): "1,000" was once $ 1.
  return { kind: f.kind, description, amountCents: centsOrRefusal(f.amount), quantity: Number(f.quantity || 1) };
}

/**
 * What a change of lines did, the same for adding and removing one: the new total, the invoice
 * issued again (before the deposit invoice, an inquiry or a provisional booking, there is none:
 * the deposit invoice will `carry` the change), and the traveller mailed.
 */
const afterChange = (booking: { totalCents: number; invoices: string[] }, carry: string) =>
  `new total ${formatCents(booking.totalCents)}; ${booking.invoices.length ? `the invoice was issued again (${booking.invoices.at(-1)})` : `the deposit invoice will ${carry}`}; the traveller was mailed.`;

/** The office's own lines on the invoice: park fees, a supplement, a discount, the price agreed; each can be taken off again. */
export function BookingLines({ number, lines, onChanged }: { number: string; lines: OfficeLine[]; onChanged: () => void }) {
  const { register, handleSubmit, reset } = useForm<Form>({ defaultValues: { kind: 'extra', description: '', amount: '', quantity: '1' } });
  const action = useAction();
  const base = `/bookings/${encodeURIComponent(number)}/lines`;
  const onAdd = handleSubmit((f) =>
    action.run(
      () => adminApi.post<{ booking: { totalCents: number; invoices: string[] } }>(base, lineOf(f)),
      (res) => {
        reset();
        onChanged();
        return `Line added; ${afterChange(res.data.booking, 'carry it')}`;
      },
    ),
  );
  // Taking a line off issues the invoice again and mails the traveller: asked first, as adding is typed out.
  const remove = (line: OfficeLine) =>
    window.confirm(`Remove "${line.description}" from ${number}? The invoice is issued again and the traveller is mailed.`) &&
    action.run(() => adminApi.delete<{ booking: { totalCents: number; invoices: string[] } }>(`${base}/${encodeURIComponent(line.id)}`), (res) => {
      onChanged();
      return `Line removed; ${afterChange(res.data.booking, 'leave it out')}`;
    });
  return (
    <div className="space-y-2" data-testid="booking-lines">
      {lines.length ? (
        <ul className="divide-y divide-night-100 text-sm">
          {lines.map((l) => (
            <li key={l.id} className="flex items-center justify-between gap-2 py-1">
              <span>{`${(l.kind === 'discount' ? 'Discount' : KIND_WORDS[l.kind])}: ${l.description} · ${l.percent !== undefined ? `${l.percent} %` : `${l.quantity} × ${formatCents(l.amountCents)}`}`}</span>
              <button type="button" className={secondaryButtonClass} onClick={() => void remove(l)} disabled={action.busy}>Remove</button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Two columns: the form sits in the booking page's narrow column, where four cut "Extra" and the words field. */}
      <form onSubmit={onAdd} className="grid grid-cols-2 gap-2" noValidate>
        <label className={labelClass}>
          Line
          <select className={`mt-1 w-full ${fieldClass}`} {...register('kind')}>
            {(Object.keys(KIND_WORDS) as Choice[]).map((k) => <option key={k} value={k}>{KIND_WORDS[k]}</option>)}
          </select>
        </label>
        <label className={`${labelClass} col-span-2`}>Words on the invoice<input className={`mt-1 ${inputClass}`} {...register('description')} /></label>
        <label className={labelClass}>Amount (USD, or % for a share)<input inputMode="decimal" className={`mt-1 ${inputClass}`} {...register('amount')} /></label>
        <label className={labelClass}>Quantity<input type="number" min={1} className={`mt-1 ${inputClass}`} {...register('quantity')} /></label>
        <button type="submit" className={`${secondaryButtonClass} col-span-2 justify-self-start`} disabled={action.busy}>Add the line</button>
      </form>
      <ActionResult status={action.status} testId="lines-result" />
    </div>
  );
}
