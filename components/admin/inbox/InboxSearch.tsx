import { useState } from 'react';
import { AppLink as Link } from '@/components/ui/AppLink';
import { ErrorNote, buttonClass, inputClass, when } from '../ui';
import { useAdminGet } from '../useAdminGet';

type Result = { kind: string; number: string; name: string; email: string; status: string; createdAt: string; href: string };

/** Find a booking, quote or message by its number, a name, an email or a phone (GET /api/admin/search). */
export function InboxSearch() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const { data, error, loading } = useAdminGet<{ results: Result[] }>(q ? '/search' : null, { q });
  return (
    <div className="space-y-2" data-testid="inbox-search">
      <form role="search" className="flex gap-2" onSubmit={(e) => { e.preventDefault(); setQ(typed.trim()); }}>
        <label htmlFor="inbox-search-q" className="sr-only">Find a booking or request</label>
        <input id="inbox-search-q" type="search" className={inputClass} placeholder="Number, name, email or phone" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className={buttonClass}>Find</button>
      </form>
      <ErrorNote message={error} />
      {q && data ? (
        data.results.length ? (
          <ul className="divide-y divide-night-100 rounded-lg border border-night-100 bg-white text-sm">
            {data.results.map((r) => (
              <li key={r.number} className="p-2">
                <Link href={r.href} className="font-semibold underline">{r.number}</Link>{` · ${r.kind} · ${r.status} · ${r.name} · ${r.email} · ${when(r.createdAt)}`}
              </li>
            ))}
          </ul>
        ) : <p className="text-sm text-night-700" role="status">{loading ? 'Searching…' : `Nothing found for “${q}”.`}</p>
      ) : null}
    </div>
  );
}
