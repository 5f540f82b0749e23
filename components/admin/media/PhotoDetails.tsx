import { useForm } from 'react-hook-form';
import { LOCALES } from '@/lib/i18n/config';
import { adminApi } from '../adminApi';
import { LANGUAGE_NAMES } from '../content/contentTypes';
import { ActionResult, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import { useFormLeaveGuard } from '../useFormLeaveGuard';
import { smallestUrl, type Photo } from './mediaTypes';

type Details = Record<`alt_${(typeof LOCALES)[number]}`, string> & { focal_x: number; focal_y: number };

/**
 * A photo's alt text in six languages (English required) and its focal point: a tap on the
 * picture puts the point there, and every crop of it on the site (card, banner, gallery) keeps
 * that point in view.
 */
export function PhotoDetails({ photo, onSaved }: { photo: Photo; onSaved: (p: Photo) => void }) {
  const defaults = { ...Object.fromEntries(LOCALES.map((l) => [`alt_${l}`, photo.alt[l] ?? ''])), focal_x: photo.focalX, focal_y: photo.focalY } as Details;
  const form = useForm<Details>({ defaultValues: defaults });
  const { register, handleSubmit, reset, setValue, watch } = form;
  const { status, run, busy } = useAction();
  useFormLeaveGuard(form, 'this photo');
  const [x, y] = [watch('focal_x'), watch('focal_y')];

  const pick = (e: React.MouseEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setValue('focal_x', Math.round(((e.clientX - box.left) / box.width) * 100), { shouldDirty: true });
    setValue('focal_y', Math.round(((e.clientY - box.top) / box.height) * 100), { shouldDirty: true });
  };
  const save = handleSubmit((d) =>
    run(
      () => adminApi.patch<Photo>(`/media/${photo.id}`, { ...d, focal_x: Number(d.focal_x), focal_y: Number(d.focal_y) }),
      (res) => {
        reset(d);
        onSaved(res.data);
        return 'Photo details saved; the pages showing it are rebuilt.';
      },
    ),
  );

  return (
    <form onSubmit={save} className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_1fr]" data-testid="photo-details">
      <div>
        <button type="button" onClick={pick} className="relative block w-full cursor-crosshair overflow-hidden rounded-md" aria-label="Set the focal point where you tap">
          <img src={smallestUrl(photo)} alt="" width={photo.width} height={photo.height} className="block h-auto w-full" />
          <span aria-hidden className="absolute h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-sunset-500 shadow" style={{ left: `${x}%`, top: `${y}%` }} />
        </button>
        <div className="mt-2 flex gap-2 text-sm">
          <label className="flex items-center gap-1">Focus across <input type="number" min={0} max={100} className={`${inputClass} w-20`} {...register('focal_x', { valueAsNumber: true })} /> %</label>
          <label className="flex items-center gap-1">down <input type="number" min={0} max={100} className={`${inputClass} w-20`} {...register('focal_y', { valueAsNumber: true })} /> %</label>
        </div>
      </div>
      <div className="space-y-2">
        {LOCALES.map((l) => (
          <label key={l} className={labelClass}>
            {`What the photo shows (${LANGUAGE_NAMES[l]})${l === 'en' ? ', required' : ''}`}
            <input className={inputClass} required={l === 'en'} maxLength={300} {...register(`alt_${l}`)} />
          </label>
        ))}
        <button type="submit" className={secondaryButtonClass} disabled={busy}>Save photo details</button>
        <ActionResult status={status} testId="photo-details-result" />
      </div>
    </form>
  );
}
