import { useState } from 'react';
import { ErrorNote, inputClass, labelClass, secondaryButtonClass } from '../ui';
import { useAdminGet } from '../useAdminGet';
import { smallestUrl, type Photo } from './mediaTypes';

/** The photos already uploaded, newest first, searched by what they show (any language): one reused on another tour is stored once. */
export function MediaLibrary({ exclude, onPick }: { exclude: string[]; onPick: (p: Photo) => void }) {
  const [shown, setShown] = useState(false);
  const [q, setQ] = useState('');
  const { data, error } = useAdminGet<{ media: Photo[] }>(shown ? '/media' : null, { q: q.trim() || undefined });
  if (!shown)
    return (
      <button type="button" className={secondaryButtonClass} onClick={() => setShown(true)}>
        Choose from the media library…
      </button>
    );
  const choices = (data?.media ?? []).filter((p) => !exclude.includes(p.id));
  return (
    <div className="space-y-2" data-testid="media-library">
      <label className={labelClass}>
        Search the media library
        <input
          type="search"
          className={inputClass}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          // The library sits inside other forms (an article, a team member): Enter searches, it sends nothing.
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
          placeholder="elephant, Ngorongoro…"
        />
      </label>
      <ErrorNote message={error} />
      {data && !choices.length ? <p className="text-sm text-night-700">No other photo matches.</p> : null}
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {choices.map((p) => (
          <li key={p.id}>
            <button type="button" className="block w-full text-left text-xs" onClick={() => onPick(p)} aria-label={`Add “${p.alt.en}”`}>
              <img src={smallestUrl(p)} alt="" width={p.width} height={p.height} className="aspect-[4/3] w-full rounded object-cover" style={{ objectPosition: `${p.focalX}% ${p.focalY}%` }} />
              <span className="mt-1 block break-words">{p.alt.en}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
