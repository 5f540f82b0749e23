import { useState } from 'react';
import { adminApi } from '../adminApi';
import { ActionResult, Badge, ErrorNote, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { MediaLibrary } from './MediaLibrary';
import { PhotoDetails } from './PhotoDetails';
import { PhotoUpload } from './PhotoUpload';
import { smallestUrl, type Photo } from './mediaTypes';

type Pictures = { media: Photo[]; failed?: string[] };

/**
 * The photos a tour shows, first one first (its card and the top of its page), then its gallery:
 * uploaded from the computer or a phone's camera roll (several at once, or dropped here), or
 * picked from the media library. Pictures are the same in every language, so a change is live
 * at once; the drawn artwork stays where a tour has no photo.
 */
export function TourPictures({ tourId }: { tourId: string }) {
  const base = `/tours/${encodeURIComponent(tourId)}/pictures`;
  const { data, setData, error } = useAdminGet<Pictures>(base);
  const save = useAction();
  const [open, setOpen] = useState<string>();
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  const ids = data.media.map((p) => p.id);

  const put = (next: string[], done: string) =>
    save.run(
      () => adminApi.put<Pictures>(base, { media: next }),
      (res) => {
        setData(res.data);
        return res.data.failed?.length ? `${done} Some pages could not be rebuilt now; they update on their next refresh.` : `${done} The tour's pages show it now.`;
      },
    );
  const move = (i: number, by: number) => {
    const next = [...ids];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    return put(next, 'Order saved.');
  };

  return (
    <div className="space-y-4" data-testid="tour-pictures">
      {/* Unlike the texts beside them, photos have no draft: said before the first one is added. */}
      <p className="text-sm text-night-700" data-testid="pictures-live-note">Photos are on the tour&apos;s pages in every language as soon as they are added, moved or removed; the first is the cover.</p>
      {data.media.length ? (
        <ol className="space-y-3">
          {data.media.map((p, i) => (
            <li key={p.id} className="rounded-md border border-night-100 p-2" data-testid="tour-picture">
              <div className="flex flex-wrap items-center gap-2">
                <img src={smallestUrl(p)} alt="" width={p.width} height={p.height} className="h-14 w-20 rounded object-cover" style={{ objectPosition: `${p.focalX}% ${p.focalY}%` }} />
                <span className="min-w-0 flex-1 break-words text-sm">{p.alt.en}</span>
                {i === 0 ? <Badge tone="good">cover</Badge> : null}
                <div className="flex flex-wrap gap-1">
                  <button type="button" className={secondaryButtonClass} disabled={i === 0 || save.busy} onClick={() => move(i, -1)} aria-label={`Move “${p.alt.en}” up`}>↑</button>
                  <button type="button" className={secondaryButtonClass} disabled={i === ids.length - 1 || save.busy} onClick={() => move(i, 1)} aria-label={`Move “${p.alt.en}” down`}>↓</button>
                  <button type="button" className={secondaryButtonClass} onClick={() => setOpen(open === p.id ? undefined : p.id)} aria-expanded={open === p.id}>Details</button>
                  <button type="button" className={secondaryButtonClass} disabled={save.busy} onClick={() => put(ids.filter((id) => id !== p.id), 'Photo taken off the tour (it stays in the library).')}>Remove</button>
                </div>
              </div>
              {open === p.id ? <div className="mt-3"><PhotoDetails photo={p} onSaved={(n) => setData({ media: data.media.map((o) => (o.id === n.id ? n : o)) })} /></div> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-night-700">No photos yet: the site shows its drawings of the places this tour visits.</p>
      )}
      <ActionResult status={save.status} testId="pictures-result" />

      <PhotoUpload onAdded={(added) => put([...ids, ...added.map((p) => p.id).filter((id) => !ids.includes(id))], 'Photos added to the tour.')} />

      <MediaLibrary exclude={ids} onPick={(p) => put([...ids, p.id], 'Photo added to the tour.')} />
    </div>
  );
}
