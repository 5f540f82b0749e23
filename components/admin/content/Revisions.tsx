import { useState } from 'react';
import { adminApi } from '../adminApi';
import { ActionResult, Badge, ErrorNote, secondaryButtonClass, when } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { LANGUAGE_NAMES, type PublishedContent, type Revision } from './contentTypes';
import { VersionDiff } from './VersionDiff';

/**
 * Every saved version of an item's text, newest first, each with what it changed in its language
 * (a published one against the version live before it, a draft against the version before it);
 * a published one, or the site's original text, can be published again. `base`: the item's admin API path.
 */
export function Revisions({ base, changedAt, labels, onRestored }: { base: string; changedAt: string | null; labels: Record<string, string>; onRestored: (c: PublishedContent) => void }) {
  const { data, error } = useAdminGet<{ revisions: Revision[] }>(`${base}/revisions`, { after: changedAt ?? '' });
  const restore = useAction();
  const [asked, setAsked] = useState<string>();
  if (error) return <ErrorNote message={error} />;
  if (!data?.revisions.length) return null;
  const doRestore = (r: Revision) =>
    restore.run(
      () => adminApi.post<PublishedContent>(`${base}/revisions/${r.id}/restore`),
      (res) => {
        setAsked(undefined);
        onRestored(res.data);
        return `The ${LANGUAGE_NAMES[r.language]} version of ${when(r.createdAt)} is published again.`;
      },
    );
  return (
    <details className="text-sm" data-testid="tour-revisions">
      <summary className="cursor-pointer font-semibold">History ({data.revisions.length} {data.revisions.length === 1 ? 'version' : 'versions'})</summary>
      <ActionResult status={restore.status} testId="restore-result" />
      <ul className="mt-2 divide-y divide-night-100">
        {data.revisions.map((r, i) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="font-mono text-xs uppercase">{r.language}</span>
            <Badge tone={r.state === 'published' ? 'good' : 'plain'}>{r.state === 'original' ? 'original text' : r.state}</Badge>
            <span className="min-w-0 flex-1 break-words">{String(r.entry.title ?? '')}</span>
            <span className="text-xs text-night-600">{when(r.createdAt)} · {r.createdBy}</span>
            {r.state !== 'draft' ? (
              asked === r.id ? (
                <button type="button" className={secondaryButtonClass} disabled={restore.busy} onClick={() => doRestore(r)}>Publish this version again</button>
              ) : (
                <button type="button" className={secondaryButtonClass} onClick={() => setAsked(r.id)}>Restore…</button>
              )
            ) : null}
            {r.state === 'original' ? null : (
              <details className="w-full">
                <summary className="cursor-pointer text-xs font-medium">Changes</summary>
                <VersionDiff before={data.revisions.slice(i + 1).find((o) => o.language === r.language && (r.state === 'draft' || o.state !== 'draft'))?.entry} after={r.entry} labels={labels} />
              </details>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
