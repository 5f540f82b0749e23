import { isAxiosError } from 'axios';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LOCALES } from '@/lib/i18n/config';
import { adminApi } from '../adminApi';
import { ActionResult, Badge, buttonClass, ErrorNote, inputClass, labelClass, secondaryButtonClass, when } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { LANGUAGE_NAMES, STATE_LOOK, type LanguageEntry, type PublishedContent, type TourContent } from './contentTypes';
import { TourRevisions } from './TourRevisions';
import { PublishedPages } from './PublishedPages';

type Values = { title: string; slug: string; overview: string; weather: string; tips: string; inclusions: string; exclusions: string };
const LISTS = ['tips', 'inclusions', 'exclusions'] as const;

const toValues = (e: LanguageEntry): Values => ({ title: e.title, slug: e.slug, overview: e.overview, weather: e.weather, tips: e.tips.join('\n'), inclusions: e.inclusions.join('\n'), exclusions: e.exclusions.join('\n') });
const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/**
 * A tour's text in its six languages: which are published, drafts, missing or outdated (the
 * English changed since), one language's form (saved as a draft, then published), and its history.
 */
export function TourTextEditor({ tourId }: { tourId: string }) {
  const { data, setData, error, reload } = useAdminGet<TourContent>(`/tours/${encodeURIComponent(tourId)}/content`);
  const { query } = useRouter();
  const [lang, setLang] = useState('en');
  // Opened from the translations list, the page starts on the language asked for (the query is known once the router is ready).
  const asked = typeof query.lang === 'string' && (LOCALES as readonly string[]).includes(query.lang) ? query.lang : undefined;
  useEffect(() => {
    if (asked) setLang(asked);
  }, [asked]);
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading the text…</p>;
  return (
    <div className="space-y-4" data-testid="tour-text">
      <div role="group" aria-label="Languages" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {LOCALES.map((l) => {
          const look = STATE_LOOK[data.languages[l].state];
          return (
            <button
              key={l}
              type="button"
              onClick={() => setLang(l)}
              aria-pressed={lang === l}
              data-testid={`language-${l}`}
              className={`rounded-md border px-2 py-1.5 text-left text-sm ${lang === l ? 'border-night-800 ring-2 ring-night-800' : 'border-night-200'}`}
            >
              <span className="block font-semibold">{LANGUAGE_NAMES[l]}</span>
              <Badge tone={look.tone}>{look.label}</Badge>
            </button>
          );
        })}
      </div>
      <LanguageForm key={lang} tourId={tourId} lang={lang} entry={data.languages[lang]} english={data.languages.en} onChange={setData} />
      <TourRevisions tourId={tourId} changedAt={data.languages[lang].updatedAt} onRestored={(content) => { setData(content); reload(); }} />
    </div>
  );
}

function LanguageForm({ tourId, lang, entry, english, onChange }: { tourId: string; lang: string; entry: LanguageEntry; english: LanguageEntry; onChange: (c: TourContent) => void }) {
  const { register, handleSubmit, setError, formState, reset } = useForm<Values>({ defaultValues: toValues(entry) });
  const save = useAction();
  const publish = useAction();
  const preview = useAction();
  const [previewUrl, setPreviewUrl] = useState<string>();
  const [published, setPublished] = useState<PublishedContent>();
  useEffect(() => reset(toValues(entry)), [entry, reset]);
  const base = `/tours/${encodeURIComponent(tourId)}`;

  const onSave = handleSubmit((v) =>
    save.run(
      async () => {
        try {
          return await adminApi.put<TourContent>(`${base}/content/${lang}`, { ...v, tips: lines(v.tips), inclusions: lines(v.inclusions), exclusions: lines(v.exclusions) });
        } catch (err) {
          // The API's word per field, under that field; the alert says it too.
          const fields = isAxiosError(err) ? ((err.response?.data as { error?: { fields?: Record<string, string> } })?.error?.fields ?? {}) : {};
          for (const [name, message] of Object.entries(fields)) setError(name.split('.')[0] as keyof Values, { message });
          throw err;
        }
      },
      (res) => {
        onChange(res.data);
        return `Draft saved. The site still shows the published ${LANGUAGE_NAMES[lang]} text until you publish.`;
      },
    ),
  );
  const onPublish = () =>
    publish.run(
      () => adminApi.post<PublishedContent>(`${base}/publish/${lang}`),
      (res) => {
        setPublished(res.data);
        onChange(res.data);
        return `${LANGUAGE_NAMES[lang]} published.${res.data.previousSlug ? ` The old address /trip/${res.data.previousSlug} now leads here.` : ''}`;
      },
    );

  const onPreview = () =>
    preview.run(
      () => adminApi.post<{ url: string; expiresAt: string }>(`${base}/preview/${lang}`),
      (res) => {
        setPreviewUrl(res.data.url);
        return `Preview link ready, valid until ${when(res.data.expiresAt)}.`;
      },
    );

  const field = (name: keyof Values, label: string, rows?: number, hint?: string) => (
    <div>
      <label htmlFor={`text-${name}`} className={labelClass}>{label}</label>
      {rows ? <textarea id={`text-${name}`} rows={rows} className={`mt-1 ${inputClass}`} {...register(name)} /> : <input id={`text-${name}`} className={`mt-1 ${inputClass}`} {...register(name)} />}
      {hint ? <p className="mt-0.5 text-xs text-night-600">{hint}</p> : null}
      {formState.errors[name]?.message ? <p className="mt-0.5 text-sm text-red-700" data-testid={`text-error-${name}`}>{formState.errors[name]?.message}</p> : null}
      {lang !== 'en' && name !== 'slug' ? (
        <details className="mt-1 text-xs text-night-700">
          <summary className="cursor-pointer">English</summary>
          <p className="whitespace-pre-line">{Array.isArray(english[name as keyof LanguageEntry]) ? (english[name as keyof LanguageEntry] as string[]).join('\n') : String(english[name as keyof LanguageEntry] ?? '')}</p>
        </details>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={onSave} noValidate className="space-y-3" data-testid="tour-text-form" lang={lang}>
      <p className="text-sm text-night-700">
        {LANGUAGE_NAMES[lang]}: <strong>{STATE_LOOK[entry.state].label}</strong>
        {entry.updatedAt ? ` · last saved ${when(entry.updatedAt)}${entry.updatedBy ? ` by ${entry.updatedBy}` : ''}` : ''}
        {entry.state === 'outdated' ? ' · the English text changed after this translation was saved' : ''}
      </p>
      {field('title', 'Title')}
      {field('slug', 'Address', undefined, `The page is /trip/${entry.slug || '…'}; a changed address keeps the old one working.`)}
      {field('overview', 'Overview', 8)}
      {field('weather', 'Weather and climate', 4)}
      {LISTS.map((name) => field(name, { tips: 'Trip tips', inclusions: 'Included', exclusions: 'Not included' }[name], 4, 'One per line.'))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={secondaryButtonClass} disabled={save.busy}>{save.busy ? 'Saving…' : 'Save draft'}</button>
        <button type="button" className={secondaryButtonClass} disabled={preview.busy} onClick={onPreview}>
          {preview.busy ? 'Making a link…' : `Preview on the ${LANGUAGE_NAMES[lang]} site`}
        </button>
        <button type="button" className={buttonClass} disabled={publish.busy || entry.state !== 'draft'} onClick={onPublish}>
          {publish.busy ? 'Publishing…' : `Publish ${LANGUAGE_NAMES[lang]}`}
        </button>
      </div>
      <ActionResult status={save.status} testId="text-save-result" />
      <ActionResult status={publish.status} testId="text-publish-result" />
      <ActionResult status={preview.status} testId="text-preview-result" />
      {previewUrl ? (
        <p className="text-sm">
          <a href={previewUrl} target="_blank" rel="noopener noreferrer" className="font-semibold underline" data-testid="preview-link">Open the preview</a>
          {' '}(the draft as the page will show it; never indexed; the link stops working after two hours)
        </p>
      ) : null}
      {published ? <PublishedPages published={published} /> : null}
    </form>
  );
}
