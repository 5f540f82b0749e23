import { adminApi } from '../adminApi';
import { MediaLibrary } from '../media/MediaLibrary';
import { smallestUrl, type Photo } from '../media/mediaTypes';
import { ActionResult, ErrorNote, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';

type Facts = { id: string; group: string; photo: Photo | null };

/** The place's photo from the media library: its card, its page and the galleries of the tours that go there (its drawing without one). */
export function DestinationPhoto({ id }: { id: string }) {
  const base = `/destinations/${encodeURIComponent(id)}`;
  const { data, setData, error } = useAdminGet<Facts>(base);
  const save = useAction();
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading…</p>;
  const put = (photoMediaId: string | null) =>
    save.run(
      () => adminApi.patch<Facts>(base, { photoMediaId }),
      (res) => {
        setData(res.data);
        return photoMediaId ? 'Photo set: on its card and page now, on tour pages within minutes.' : 'The drawing is back.';
      },
    );
  return (
    <div className="space-y-2 text-sm" data-testid="destination-photo">
      <div className="flex flex-wrap items-center gap-2">
        {data.photo ? (
          <>
            <img src={smallestUrl(data.photo)} alt="" width={data.photo.width} height={data.photo.height} className="h-16 w-24 rounded object-cover" style={{ objectPosition: `${data.photo.focalX}% ${data.photo.focalY}%` }} />
            <span className="min-w-0 flex-1 break-words">{data.photo.alt.en}</span>
            <button type="button" className={secondaryButtonClass} disabled={save.busy} onClick={() => put(null)}>Use the drawing</button>
          </>
        ) : (
          <span>The drawing (choose a photo below).</span>
        )}
      </div>
      <MediaLibrary exclude={data.photo ? [data.photo.id] : []} onPick={(p) => put(p.id)} />
      <ActionResult status={save.status} testId="destination-photo-result" />
    </div>
  );
}
