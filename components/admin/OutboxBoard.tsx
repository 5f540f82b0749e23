import { useRouter } from 'next/router';
import { useState } from 'react';
import { adminApi, errorMessage } from './adminApi';
import { Badge, buttonClass, ErrorNote, secondaryButtonClass, when } from './ui';
import { useAdminGet } from './useAdminGet';

type Mail = { id: string; state: 'queued' | 'sent' | 'failed'; kind: string; ref: string | null; locale: string; to: string; subject: string; createdAt: string; attempts: number; nextAttemptAt: string | null; sentAt: string | null; lastError: string | null };
type Page = { mails: Mail[]; page: number; pageSize: number };

const STATES = ['', 'queued', 'sent', 'failed'] as const;

/** Mail the site sends, newest first; a failed one can be sent again now. */
export function OutboxBoard() {
  const router = useRouter();
  const state = STATES.find((s) => s && s === router.query.state) ?? '';
  const page = Math.max(1, Number(router.query.page) || 1);
  const { data, setData, error, loading } = useAdminGet<Page>('/outbox', { state: state || undefined, page: page > 1 ? String(page) : undefined });
  const [results, setResults] = useState<Record<string, { ok: boolean; message: string }>>({});

  const go = (query: Record<string, string | undefined>) => {
    const next = Object.fromEntries(Object.entries({ state: state || undefined, ...query }).filter(([, v]) => v));
    void router.replace({ pathname: router.pathname, query: next }, undefined, { shallow: true });
  };

  async function retry(mail: Mail) {
    try {
      const res = await adminApi.post<{ mail: Mail }>(`/outbox/${encodeURIComponent(mail.id)}/retry`);
      setData((d) => d && { ...d, mails: d.mails.map((m) => (m.id === mail.id ? res.data.mail : m)) });
      setResults((r) => ({ ...r, [mail.id]: { ok: true, message: 'Queued again: it goes out on the next round.' } }));
    } catch (err) {
      setResults((r) => ({ ...r, [mail.id]: { ok: false, message: errorMessage(err) } }));
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-1" role="tablist" aria-label="Mail state">
        {STATES.map((s) => (
          <button key={s || 'all'} type="button" role="tab" aria-selected={s === state} onClick={() => go({ state: s || undefined, page: undefined })} className={`rounded-md px-3 py-2 text-sm font-semibold capitalize ${s === state ? 'bg-night-800 text-white' : 'bg-white text-night-800 ring-1 ring-night-200'}`}>
            {s || 'all'}
          </button>
        ))}
      </div>
      <ErrorNote message={error} />
      {loading && !data ? <p role="status">Loading…</p> : null}
      {data && !data.mails.length ? <p className="text-sm text-night-700">No mail here.</p> : null}
      {data?.mails.length ? (
      <ul className="divide-y divide-night-100 rounded-lg border border-night-100 bg-white" data-testid="outbox-list">
        {data.mails.map((m) => (
          <li key={m.id} className="p-3 text-sm" data-testid="mail-row">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={m.state === 'failed' ? 'alert' : m.state === 'sent' ? 'good' : 'plain'}>{m.state}</Badge>
              <span className="font-semibold break-words">{m.subject}</span>
            </div>
            <p className="mt-1 break-words text-night-700">
              to {m.to} · {m.kind}
              {m.ref ? ` · ${m.ref}` : ''} · <span className="uppercase">{m.locale}</span>
            </p>
            <p className="text-xs text-night-700">
              created {when(m.createdAt)} · {m.attempts} attempt{m.attempts === 1 ? '' : 's'}
              {m.sentAt ? ` · sent ${when(m.sentAt)}` : m.nextAttemptAt ? ` · next try ${when(m.nextAttemptAt)}` : ''}
            </p>
            {m.lastError && m.state !== 'sent' ? <p className="mt-1 text-xs break-words text-red-700">{m.lastError}</p> : null}
            {m.state === 'failed' ? (
              <button type="button" className={`mt-2 ${buttonClass}`} onClick={() => retry(m)}>
                Retry
              </button>
            ) : null}
            {results[m.id] ? (
              <p role={results[m.id].ok ? 'status' : 'alert'} className={`mt-1 ${results[m.id].ok ? 'text-acacia-700' : 'text-red-700'}`}>
                {results[m.id].message}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      ) : null}
      {data ? (
        <div className="flex gap-2">
          <button type="button" className={secondaryButtonClass} disabled={page <= 1} onClick={() => go({ page: page > 2 ? String(page - 1) : undefined })}>
            ← Newer
          </button>
          <button type="button" className={secondaryButtonClass} disabled={data.mails.length < data.pageSize} onClick={() => go({ page: String(page + 1) })}>
            Older →
          </button>
        </div>
      ) : null}
    </div>
  );
}
