import { useRef, useState } from 'react';
import { AppLink as Link } from '@/components/ui/AppLink';
import { CONTENT_STATES, type ContentState } from '@/lib/admin/contentSchemas';
import { adminApi } from '../adminApi';
import { ActionResult, Badge, ErrorNote, fieldClass, labelClass, secondaryButtonClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { LANGUAGE_NAMES, STATE_LOOK } from '../content/contentTypes';

const KIND_NAMES: Record<string, string> = { tour: 'tour', destination: 'destination', article: 'article', 'team-member': 'team', associate: 'association', page: 'page meta' };

type Item = { kind: string; id: string; title: string; state: ContentState; href: string };
type ImportProblem = { row: number; id: string; field: string; message: string };
const TRANSLATED = ['de', 'fr', 'es', 'it', 'pt'];

/**
 * What a language needs: its missing and outdated texts (or any state), each a link to its page;
 * the list as a CSV for a translation agency, and their file back as drafts.
 */
export function TranslationsBoard() {
  const [lang, setLang] = useState('de');
  const [states, setStates] = useState<ContentState[]>(['missing', 'outdated']);
  const { data, error, loading, reload } = useAdminGet<{ items: Item[] }>('/translations', { lang, state: states.join(',') || undefined });
  const upload = useAction();
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const file = useRef<HTMLInputElement>(null);
  const toggle = (s: ContentState) => setStates((now) => (now.includes(s) ? now.filter((x) => x !== s) : [...now, s]));

  const sendFile = async (f: File) => {
    setProblems([]);
    await upload.run(
      async () => {
        try {
          return await adminApi.post<{ saved: string[] }>(`/translations/${lang}/import`, await f.text(), { headers: { 'Content-Type': 'text/csv' } });
        } catch (err) {
          const rows = (err as { response?: { data?: { error?: { rows?: ImportProblem[] } } } }).response?.data?.error?.rows;
          if (rows) setProblems(rows);
          throw err;
        }
      },
      (res) => {
        reload();
        return `${res.data.saved.length} ${LANGUAGE_NAMES[lang]} text${res.data.saved.length === 1 ? '' : 's'} saved as drafts: publish each after a look.`;
      },
    );
    if (file.current) file.current.value = '';
  };

  return (
    <div className="space-y-3" data-testid="translations">
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="translation-lang" className={labelClass}>Language</label>
          <select id="translation-lang" value={lang} onChange={(e) => setLang(e.target.value)} className={`mt-1 ${fieldClass}`}>
            {TRANSLATED.map((l) => <option key={l} value={l}>{LANGUAGE_NAMES[l]}</option>)}
          </select>
        </div>
        <fieldset className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <legend className={labelClass}>Show</legend>
          {CONTENT_STATES.map((s) => (
            <label key={s} className="flex min-h-10 items-center gap-1.5">
              <input type="checkbox" className="size-4" checked={states.includes(s)} onChange={() => toggle(s)} /> {STATE_LOOK[s].label}
            </label>
          ))}
        </fieldset>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <a className={secondaryButtonClass} href={`/api/admin/translations/${lang}/export?state=${states.join(',')}`} download>Download CSV for translators</a>
        <label className={`${secondaryButtonClass} cursor-pointer`}>
          Upload translated CSV
          <input ref={file} type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => e.target.files?.[0] && void sendFile(e.target.files[0])} />
        </label>
      </div>
      <ActionResult status={upload.status} testId="import-result" />
      {problems.length ? (
        <ul className="space-y-0.5 text-sm text-red-700" data-testid="import-problems">
          {problems.map((p, i) => <li key={i}>Row {p.row} ({p.id}, {p.field}): {p.message}</li>)}
        </ul>
      ) : null}
      <ErrorNote message={error} />
      {loading && !data ? <p role="status">Loading…</p> : null}
      {data ? <p className="text-sm text-night-700">{data.items.length} text{data.items.length === 1 ? '' : 's'} (tours, destinations, articles, team, partners, pages; the CSV carries them all)</p> : null}
      {data?.items.length ? (
        <ul className="divide-y divide-night-100 rounded-lg border border-night-100 bg-white" data-testid="translation-list">
          {data.items.slice(0, 300).map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <Link href={item.href} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm hover:bg-night-50">
                <Badge tone={STATE_LOOK[item.state].tone}>{STATE_LOOK[item.state].label}</Badge>
                <span className="min-w-0 flex-1 break-words font-semibold">{item.title}</span>
                <span className="text-xs text-night-600">{KIND_NAMES[item.kind] ?? item.kind}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
