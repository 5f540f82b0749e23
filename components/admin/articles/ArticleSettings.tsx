import { useForm } from 'react-hook-form';
import { ARTICLE_CATEGORIES } from '@/lib/admin/contentSchemas';
import { adminApi } from '../adminApi';
import { MediaLibrary } from '../media/MediaLibrary';
import { smallestUrl, type Photo } from '../media/mediaTypes';
import { ActionResult, ErrorNote, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { useFormLeaveGuard } from '../useFormLeaveGuard';

type Settings = { id: string; category: string; publishDate: string; cover: Photo | null };

/** What is the same in every language of an article: its category, publish date and cover photo (live at once). */
export function ArticleSettings({ id }: { id: string }) {
  const base = `/articles/${encodeURIComponent(id)}`;
  const { data, setData, error } = useAdminGet<Settings>(base);
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  return <SettingsForm key={`${data.category}-${data.publishDate}-${data.cover?.id}`} base={base} settings={data} onSaved={setData} />;
}

function SettingsForm({ base, settings, onSaved }: { base: string; settings: Settings; onSaved: (s: Settings) => void }) {
  const form = useForm({ defaultValues: { category: settings.category, publishDate: settings.publishDate } });
  const { register, handleSubmit, reset } = form;
  const save = useAction();
  useFormLeaveGuard(form, 'the article settings');
  const put = (v: { category: string; publishDate: string }, coverMediaId: string | null) =>
    save.run(
      () => adminApi.patch<Settings & { failed?: string[] }>(base, { ...v, coverMediaId }),
      (res) => {
        reset(v);
        onSaved(res.data);
        return 'Saved: live in every language the article is published in.';
      },
    );
  return (
    <form onSubmit={handleSubmit((v) => put(v, settings.cover?.id ?? null))} className="space-y-3" data-testid="article-settings">
      <div className="grid gap-2 sm:grid-cols-2">
        <label className={labelClass}>
          Category
          <select className={inputClass} {...register('category')}>
            {ARTICLE_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
        <label className={labelClass}>
          Publish date (a later day schedules it)
          <input type="date" className={inputClass} {...register('publishDate')} />
        </label>
      </div>
      <button type="submit" className={secondaryButtonClass} disabled={save.busy}>Save category and date</button>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Cover:</span>
        {settings.cover ? (
          <>
            <img src={smallestUrl(settings.cover)} alt="" width={settings.cover.width} height={settings.cover.height} className="h-14 w-20 rounded object-cover" />
            <span className="min-w-0 flex-1 break-words">{settings.cover.alt.en}</span>
            <button type="button" className={secondaryButtonClass} onClick={handleSubmit((v) => put(v, null))}>Use the drawing</button>
          </>
        ) : (
          <span>the drawing (choose a photo below)</span>
        )}
      </div>
      <MediaLibrary exclude={settings.cover ? [settings.cover.id] : []} onPick={(p) => void handleSubmit((v) => put(v, p.id))()} />
      <ActionResult status={save.status} testId="article-settings-result" />
    </form>
  );
}
