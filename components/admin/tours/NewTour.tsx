import { useRouter } from 'next/router';
import { CATEGORIES } from '@/lib/catalogue/vocabulary';
import { useForm } from 'react-hook-form';
import { adminApi } from '../adminApi';
import { ActionResult, fieldClass, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { TourKindChoices } from './TourKindChoices';

type Blank = { title: string; slug: string; category: string; tripType: string; safariType: string; level: string; priceFrom: string; firstDay: string };

/** A tour made from nothing: its name and address, facts, price and first day; the rest is added on its page. */
export function NewTour() {
  const router = useRouter();
  const blocks = useAdminGet<{ blocks: { id: string; title: string; place: string }[] }>('/day-blocks');
  const { register, handleSubmit } = useForm<Blank>({ defaultValues: { title: '', slug: '', category: CATEGORIES[0], tripType: 'private', safariType: 'lodge', level: 'mid-range', priceFrom: '', firstDay: '' } });
  const create = useAction();
  const onCreate = handleSubmit(({ firstDay, priceFrom, ...rest }) =>
    create.run(
      () => adminApi.post<{ id: string }>('/tours', { ...rest, priceFrom: Number(priceFrom), blockIds: firstDay ? [firstDay] : [] }),
      (res) => {
        void router.push(`/admin/tours/${encodeURIComponent(res.data.id)}`);
        return 'New tour made: add its days and text, then publish its English to put it on the site.';
      },
    ),
  );
  return (
    <details className="rounded-lg border border-night-100 bg-white p-3 text-sm" data-testid="new-tour">
      <summary className="cursor-pointer font-semibold">New tour from nothing…</summary>
      <form onSubmit={onCreate} className="mt-3 space-y-2">
        <label className={labelClass}>Name (English)<input className={inputClass} {...register('title')} /></label>
        <label className={labelClass}>Its page: /trip/…<input className={inputClass} {...register('slug')} /></label>
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          <TourKindChoices field={(name) => register(name)} />
        </div>
        <label className={labelClass}>Price from (USD per person)<input type="number" min={1} step={1} className={inputClass} {...register('priceFrom')} /></label>
        <label className={labelClass}>
          First day
          <select className={`mt-1 w-full ${fieldClass}`} {...register('firstDay')}>
            <option value="">Choose a day…</option>
            {blocks.data?.blocks.map((b) => <option key={b.id} value={b.id}>{`${b.place}: ${b.title}`}</option>)}
          </select>
        </label>
        <button type="submit" className={secondaryButtonClass} disabled={create.busy}>Make the tour</button>
        <ActionResult status={create.status} testId="new-tour-result" />
      </form>
    </details>
  );
}
