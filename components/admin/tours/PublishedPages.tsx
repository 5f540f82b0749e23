import type { Published, Revalidated } from './types';

/** The public pages a save rebuilt (✓) and those it could not (✗). */
export function PublishedPages({ published }: { published: Published }) {
  const pages: Revalidated[] = [...(published.revalidated ?? []), ...(published.failed ?? []).map((path) => ({ path, ok: false }))];
  if (!pages.length) return <p className="text-sm text-night-700">No public page needed rebuilding.</p>;
  const failed = published.failed?.length ?? 0;
  return (
    <details className="text-sm" open={failed > 0}>
      <summary className="cursor-pointer font-medium">
        {published.revalidated?.length ?? 0} public page{published.revalidated?.length === 1 ? '' : 's'} rebuilt{failed ? `, ${failed} not rebuilt` : ''}
      </summary>
      <ul className="mt-1 space-y-0.5" data-testid="revalidated">
        {pages.map((p, i) => {
          const path = typeof p === 'string' ? p : (p.path ?? p.url ?? JSON.stringify(p));
          const failed = typeof p === 'object' && (p.ok === false || Boolean(p.error));
          return (
            <li key={`${path}-${i}`} className={`break-all ${failed ? 'text-red-700' : 'text-acacia-700'}`}>
              {failed ? '✗ not rebuilt:' : '✓ rebuilt:'} {path}
              {failed && typeof p === 'object' && p.error ? ` — ${p.error}` : ''}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
