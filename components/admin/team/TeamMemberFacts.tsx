import { useForm } from 'react-hook-form';
import { TEAM_CATEGORIES } from '@/lib/info/teamCategories';
import { adminApi } from '../adminApi';
import { MediaLibrary } from '../media/MediaLibrary';
import { smallestUrl, type Photo } from '../media/mediaTypes';
import { ActionResult, buttonClass, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import { useFormLeaveGuard } from '../useFormLeaveGuard';

export type Facts = { name: string; category: string; since: number; languages: string[]; photo: Photo | null };
type Values = { name: string; category: string; since: string; languages: string };

/** A team member's facts and portrait (the same in every language), for a new member or an existing one. */
export function TeamMemberFacts({ facts, onSubmit, submitLabel, extra }: { facts: Facts; onSubmit: (body: Record<string, unknown>) => Promise<unknown>; submitLabel: string; extra?: React.ReactNode }) {
  const form = useForm<Values>({ defaultValues: { name: facts.name, category: facts.category, since: String(facts.since), languages: facts.languages.join(', ') } });
  const { register, handleSubmit, reset } = form;
  const save = useAction();
  const saving = useFormLeaveGuard(form, 'this team member');
  const body = (v: Values, photo: Photo | null) => ({
    name: v.name, category: v.category, since: Number(v.since), languages: v.languages.split(/[\s,]+/).map((l) => l.trim().toLowerCase()).filter(Boolean), photoMediaId: photo?.id ?? null,
  });
  const send = (v: Values, photo: Photo | null) =>
    save.run(() => saving(() => onSubmit(body(v, photo))), () => {
      reset(v);
      return 'Saved.';
    });
  return (
    <form onSubmit={handleSubmit((v) => send(v, facts.photo))} className="space-y-3" data-testid="team-member-facts">
      <label className={labelClass}>Name<input className={inputClass} {...register('name')} /></label>
      <div className="grid gap-2 sm:grid-cols-3">
        <label className={labelClass}>
          Tab on the team page
          <select className={inputClass} {...register('category')}>
            {TEAM_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
        <label className={labelClass}>With us since<input type="number" className={inputClass} {...register('since')} /></label>
        <label className={labelClass}>Speaks (codes: en, sw, de…)<input className={inputClass} {...register('languages')} /></label>
      </div>
      {extra}
      <button type="submit" className={buttonClass} disabled={save.busy}>{submitLabel}</button>
      <ActionResult status={save.status} testId="team-member-facts-result" />
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Portrait:</span>
        {facts.photo ? (
          <>
            <img src={smallestUrl(facts.photo)} alt="" width={facts.photo.width} height={facts.photo.height} className="h-14 w-14 rounded-full object-cover" />
            <button type="button" className={secondaryButtonClass} onClick={handleSubmit((v) => send(v, null))}>Use the monogram</button>
          </>
        ) : (
          <span>a monogram (choose a photo below)</span>
        )}
      </div>
      <MediaLibrary exclude={facts.photo ? [facts.photo.id] : []} onPick={(p) => void handleSubmit((v) => send(v, p))()} />
    </form>
  );
}

/** What a member's facts are sent as, and what a form for a new one starts from. */
export const NEW_MEMBER: Facts = { name: '', category: 'sales', since: new Date().getFullYear(), languages: ['en', 'sw'], photo: null };

export async function patchFacts(id: string, body: Record<string, unknown>) {
  return (await adminApi.patch<Facts & { id: string }>(`/team-members/${encodeURIComponent(id)}`, body)).data;
}
