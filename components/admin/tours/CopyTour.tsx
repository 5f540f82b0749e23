import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { adminApi } from '../adminApi';
import { ActionResult, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';

/** A new tour made from this one (facts, price, days, places; its English text a draft under the new title and address). */
export function CopyTour({ tourId }: { tourId: string }) {
  const router = useRouter();
  const { register, handleSubmit } = useForm({ defaultValues: { title: '', slug: '' } });
  const copy = useAction();
  const onCopy = handleSubmit((v) =>
    copy.run(
      () => adminApi.post<{ id: string }>('/tours', { copyFrom: tourId, ...v }),
      (res) => {
        void router.push(`/admin/tours/${encodeURIComponent(res.data.id)}`);
        return 'New tour made: publish its English text to put it on the site, then add departures.';
      },
    ),
  );
  return (
    <details className="text-sm" data-testid="copy-tour">
      <summary className="cursor-pointer font-semibold">Make a new tour from this one…</summary>
      <form onSubmit={onCopy} className="mt-2 space-y-2">
        <label className={labelClass}>Name of the new tour (English)<input className={inputClass} {...register('title')} /></label>
        <label className={labelClass}>Its page: /trip/…<input className={inputClass} {...register('slug')} /></label>
        <button type="submit" className={secondaryButtonClass} disabled={copy.busy}>Make the new tour</button>
        <ActionResult status={copy.status} testId="copy-tour-result" />
      </form>
    </details>
  );
}
