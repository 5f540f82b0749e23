import { useForm } from 'react-hook-form';
import { ASSOCIATE_KINDS } from '@/lib/admin/contentSchemas';
import { adminApi } from '../adminApi';
import { ActionResult, buttonClass, inputClass, labelClass } from '../ui';
import { useAction } from '../useAction';
import { useFormLeaveGuard } from '../useFormLeaveGuard';

export type AssociateFactsValues = { kind: string; url: string; abbreviation: string; reference: string };

/** An association's or partner's facts, the same in every language: kind, website, badge letters, licence or membership number. */
export function AssociateFacts({ id, facts, onSaved }: { id: string; facts: AssociateFactsValues; onSaved: (f: AssociateFactsValues) => void }) {
  const form = useForm<AssociateFactsValues>({ defaultValues: facts });
  const { register, handleSubmit, reset } = form;
  const save = useAction();
  useFormLeaveGuard(form, 'these facts');
  const onSave = handleSubmit((v) =>
    save.run(
      () => adminApi.patch<AssociateFactsValues>(`/associates/${encodeURIComponent(id)}`, v),
      (res) => {
        reset(v);
        onSaved(res.data);
        return 'Saved: the About page shows it in every language.';
      },
    ),
  );
  return (
    <form onSubmit={onSave} className="space-y-2" data-testid="associate-facts">
      <div className="grid gap-2 sm:grid-cols-2">
        <label className={labelClass}>
          Kind
          <select className={inputClass} {...register('kind')}>
            {ASSOCIATE_KINDS.map((k) => <option key={k} value={k}>{k}</option>)}
          </select>
        </label>
        <label className={labelClass}>Badge letters<input className={inputClass} {...register('abbreviation')} /></label>
        <label className={labelClass}>Website (https://…)<input className={inputClass} {...register('url')} /></label>
        <label className={labelClass}>Licence or membership number<input className={inputClass} {...register('reference')} /></label>
      </div>
      <button type="submit" className={buttonClass} disabled={save.busy}>Save</button>
      <ActionResult status={save.status} testId="associate-facts-result" />
    </form>
  );
}
