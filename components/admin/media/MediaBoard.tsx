import { useState } from 'react';
import { adminApi } from '../adminApi';
import { ActionResult, dangerButtonClass, ErrorNote, inputClass, labelClass, secondaryButtonClass, when } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { PhotoDetails } from './PhotoDetails';
import { PhotoUpload } from './PhotoUpload';
import { smallestUrl, type Photo } from './mediaTypes';

/** The whole media library: upload, search by what a photo shows, and each photo's alt texts and focal point. */
export function MediaBoard() {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<string>();
  const { data, setData, error, reload } = useAdminGet<{ media: Photo[] }>('/media', { q: q.trim() || undefined });
  const remove = useAction();
  const [asked, setAsked] = useState<string>();
  // A photo something still shows is refused with the reason (the API's 409).
  const doRemove = (p: Photo) =>
    remove.run(
      () => adminApi.delete(`/media/${p.id}`),
      () => {
        setAsked(undefined);
        setData({ media: data!.media.filter((o) => o.id !== p.id) });
        return `“${p.alt.en}” is out of the library.`;
      },
    );
  return (
    <div className="space-y-4" data-testid="media-board">
      <PhotoUpload onAdded={() => reload()} />
      <label className={labelClass}>
        Search
        <input type="search" className={inputClass} value={q} onChange={(e) => setQ(e.target.value)} placeholder="elephant, Ngorongoro…" />
      </label>
      <ErrorNote message={error} />
      <ActionResult status={remove.status} testId="media-delete-result" />
      {data && !data.media.length ? <p className="text-sm text-night-700">{q.trim() ? 'No photo matches.' : 'No photos yet: the site shows its own drawings until you add some.'}</p> : null}
      <ul className="space-y-3">
        {(data?.media ?? []).map((p) => (
          <li key={p.id} className="rounded-md border border-night-100 p-2" data-testid="library-photo">
            <div className="flex flex-wrap items-center gap-2">
              <img src={smallestUrl(p)} alt="" width={p.width} height={p.height} className="h-14 w-20 rounded object-cover" style={{ objectPosition: `${p.focalX}% ${p.focalY}%` }} />
              <span className="min-w-0 flex-1 break-words text-sm">
                {p.alt.en}
                <span className="block text-xs text-night-600">{`${p.width} × ${p.height} · ${p.format.toUpperCase()} · ${when(p.createdAt)} · ${p.createdBy}`}</span>
              </span>
              <button type="button" className={secondaryButtonClass} onClick={() => setOpen(open === p.id ? undefined : p.id)} aria-expanded={open === p.id}>Details</button>
              {asked === p.id ? (
                <button type="button" className={dangerButtonClass} disabled={remove.busy} onClick={() => doRemove(p)}>Delete for good</button>
              ) : (
                <button type="button" className={secondaryButtonClass} onClick={() => setAsked(p.id)}>Delete…</button>
              )}
            </div>
            {open === p.id ? (
              <div className="mt-3">
                <PhotoDetails photo={p} onSaved={(n) => setData({ media: data!.media.map((o) => (o.id === n.id ? n : o)) })} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
