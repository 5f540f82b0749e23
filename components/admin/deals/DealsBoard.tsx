import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminApi } from '../adminApi';
import { ActionResult, Badge, ErrorNote, Panel, buttonClass, dangerButtonClass, fieldClass, labelClass, secondaryButtonClass, usd, usdFromCents, when } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { DealFields } from './DealFields';
import { STATE_WORDS, dealTermsOf, formValuesOf, type AdminDeal, type DealFormValues } from './dealWords';

type TourOption = { id: string; title: string; days: number; priceFrom: number };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const offText = (d: Pick<AdminDeal, 'kind' | 'value'>) => (d.kind === 'percent' ? `${d.value} % off` : `${usdFromCents(d.value)} off`);

/** Deals: a tour, how much off, from when to when. The site shows the old price struck through while one runs; it ends by itself. */
export function DealsBoard() {
  const deals = useAdminGet<{ deals: AdminDeal[] }>('/deals');
  const tours = useAdminGet<{ tours: TourOption[] }>('/tours');
  return (
    <div className="space-y-4">
      <Panel title="New deal" testId="new-deal">
        <NewDeal tours={tours.data?.tours ?? []} onSaved={deals.reload} />
      </Panel>
      <Panel title="Deals" testId="deal-list">
        <ErrorNote message={deals.error} />
        {deals.data && !deals.data.deals.length ? <p className="text-sm text-night-600">No deals yet.</p> : null}
        <ul className="divide-y divide-night-100">
          {deals.data?.deals.map((d) => <DealRow key={`${d.id}-${d.editedAt}`} deal={d} onChanged={deals.reload} />)}
        </ul>
      </Panel>
    </div>
  );
}

function NewDeal({ tours, onSaved }: { tours: TourOption[]; onSaved: () => void }) {
  const { register, handleSubmit, watch } = useForm<DealFormValues>({ defaultValues: { tourId: '', kind: 'percent', amount: '10', startsOn: day(0), endsOn: day(30) } });
  const save = useAction();
  const chosen = tours.find((t) => t.id === watch('tourId'));
  const onSave = handleSubmit((v) =>
    save.run(
      () => adminApi.post<{ deal: AdminDeal }>('/deals', { tourId: v.tourId, ...dealTermsOf(v) }),
      (res) => {
        onSaved();
        const d = res.data.deal;
        return `Saved: ${d.tourTitle}, ${usd(d.priceFrom)} → ${usd(d.dealPrice)} per person, ${STATE_WORDS[d.state].toLowerCase()}.`;
      },
    ),
  );
  return (
    <form onSubmit={onSave} className="space-y-3" data-testid="new-deal-form">
      <label className={labelClass} htmlFor="deal-tour">
        Tour
        <select id="deal-tour" className={`mt-1 w-full ${fieldClass}`} {...register('tourId')}>
          <option value="">Choose a tour…</option>
          {tours.map((t) => (
            <option key={t.id} value={t.id}>{`${t.title} (${t.days} ${t.days === 1 ? 'day' : 'days'}, from ${usd(t.priceFrom)})`}</option>
          ))}
        </select>
      </label>
      <DealFields register={register} idPrefix="deal-new" />
      {chosen ? <p className="text-sm text-night-600">{`Its price from today: ${usd(chosen.priceFrom)} per person.`}</p> : null}
      <button type="submit" className={buttonClass} disabled={save.busy}>Save the deal</button>
      <ActionResult status={save.status} testId="new-deal-result" />
    </form>
  );
}

function DealRow({ deal, onChanged }: { deal: AdminDeal; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit } = useForm<DealFormValues>({ defaultValues: formValuesOf(deal) });
  const action = useAction();
  const onSave = handleSubmit((v) =>
    action.run(
      () => adminApi.patch<{ deal: AdminDeal }>(`/deals/${encodeURIComponent(deal.id)}`, dealTermsOf(v)),
      () => {
        onChanged();
        return 'Saved.';
      },
    ),
  );
  const remove = () => {
    if (!window.confirm(`Delete the deal on ${deal.tourTitle}? Its price goes back to ${usd(deal.priceFrom)}.`)) return;
    void action.run(() => adminApi.delete(`/deals/${encodeURIComponent(deal.id)}`), () => {
      onChanged();
      return 'Deleted.';
    });
  };
  return (
    <li className="py-3" data-testid="deal-row">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-night-900">{deal.tourTitle}</p>
        <Badge tone={deal.state === 'running' ? 'good' : 'plain'}>{STATE_WORDS[deal.state]}</Badge>
      </div>
      <p className="text-sm text-night-700">
        {`${offText(deal)} · ${usd(deal.priceFrom)} → ${usd(deal.dealPrice)} per person · ${deal.startsOn} to ${deal.endsOn}`}
      </p>
      <p className="text-xs text-night-500">{`Last changed ${when(deal.editedAt)}${deal.editedBy ? ` by ${deal.editedBy}` : ''}`}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
          {editing ? 'Close' : 'Change'}
        </button>
        <button type="button" className={dangerButtonClass} onClick={remove} disabled={action.busy}>Delete</button>
      </div>
      {editing ? (
        <form onSubmit={onSave} className="mt-3 space-y-2">
          <DealFields register={register} idPrefix={`deal-${deal.id}`} />
          <button type="submit" className={buttonClass} disabled={action.busy}>Save changes</button>
        </form>
      ) : null}
      <ActionResult status={action.status} />
    </li>
  );
}
