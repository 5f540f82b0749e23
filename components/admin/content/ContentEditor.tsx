import { isAxiosError } from 'axios';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { LOCALES } from '@/lib/i18n/config';
import { adminApi } from '../adminApi';
import { PublishedPages } from '../tours/PublishedPages';
import { ActionResult, Badge, buttonClass, ErrorNote, inputClass, labelClass, secondaryButtonClass, when } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';
import { useLeaveGuard } from '../useLeaveGuard';
import { LANGUAGE_NAMES, STATE_LOOK, type ContentField, type ItemContent, type LanguageEntry, type PublishedContent } from './contentTypes';
import { DaysField, daysOf } from './DaysField';
import { RichTextField } from './RichTextField';
import { Revisions } from './Revisions';
import type { Block } from '@/server/db/seed/blog/types';

type Values = Record<string, unknown>;
const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
const shown = (value: unknown) => (Array.isArray(value) ? value.join('\n') : String(value ?? ''));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An item's text in its six languages (a tour's, a page's meta…): which are published, drafts,
 * missing or outdated (the English changed since), one language's form saved as a draft then
 * published, an optional preview link, and the item's history. `base`: its admin API path.
 */
export function ContentEditor({ base, fields, previewable = false, testId = 'tour-text', onUnsaved }: { base: string; fields: ContentField[]; previewable?: boolean; testId?: string; onUnsaved?: (languages: string[]) => void }) {
  const { data, setData, error, reload } = useAdminGet<ItemContent>(`${base}/content`);
  const { query } = useRouter();
  const [lang, setLang] = useState('en');
  // Each language's typing not yet saved: kept while another tab is open, asked about before leaving.
  const unsavedValues = useRef<Record<string, Values>>({});
  const [unsaved, setUnsaved] = useState<string[]>([]);
  const onEdited = useCallback((l: string, values: Values | undefined) => {
    if (values) unsavedValues.current[l] = values;
    else delete unsavedValues.current[l];
    const now = Object.keys(unsavedValues.current);
    setUnsaved((was) => (same([...was].sort(), [...now].sort()) ? was : now));
  }, []);
  useEffect(() => onUnsaved?.(unsaved), [unsaved, onUnsaved]);
  useLeaveGuard(unsaved.length > 0, `Leave without saving? Unsaved text in ${unsaved.map((l) => LANGUAGE_NAMES[l]).join(', ')} will be lost.`);
  // Opened from the translations list, the page starts on the language asked for (the query is known once the router is ready).
  const asked = typeof query.lang === 'string' && (LOCALES as readonly string[]).includes(query.lang) ? query.lang : undefined;
  useEffect(() => {
    if (asked) setLang(asked);
  }, [asked]);
  if (error) return <ErrorNote message={error} />;
  if (!data) return <p role="status">Loading the text…</p>;
  return (
    <div className="space-y-4" data-testid={testId}>
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
              {unsaved.includes(l) ? <span className="ml-1 text-xs font-semibold text-sunset-800" data-testid={`unsaved-${l}`}>unsaved</span> : null}
            </button>
          );
        })}
      </div>
      <LanguageForm key={lang} base={base} fields={fields} previewable={previewable} lang={lang} entry={data.languages[lang]} english={data.languages.en} onChange={setData} kept={unsavedValues.current[lang]} onEdited={onEdited} />
      <Revisions base={base} labels={Object.fromEntries(fields.map((f) => [f.name, f.label]))} changedAt={data.languages[lang].updatedAt} onRestored={(content) => { setData(content); reload(); }} />
    </div>
  );
}

type FormProps = {
  base: string; fields: ContentField[]; previewable: boolean; lang: string; entry: LanguageEntry; english: LanguageEntry; onChange: (c: ItemContent) => void;
  /** This language's unsaved typing from before another tab was opened, and where to report it. */
  kept: Values | undefined; onEdited: (lang: string, values: Values | undefined) => void;
};

function LanguageForm({ base, fields, previewable, lang, entry, english, onChange, kept, onEdited }: FormProps) {
  const toValues = (e: LanguageEntry): Values =>
    Object.fromEntries(fields.map((f) => [f.name, f.kind === 'days' ? daysOf(e[f.name], english[f.name]) : f.kind === 'rich' ? (Array.isArray(e[f.name]) ? e[f.name] : []) : shown(e[f.name])]));
  const saved = JSON.stringify(toValues(entry));
  const savedValues = useMemo<Values>(() => JSON.parse(saved), [saved]);
  const { register, control, handleSubmit, setError, formState, reset } = useForm<Values>({ defaultValues: kept ?? savedValues });
  // Unsaved means: not what is stored for this language (the form may open on kept typing).
  const values = useWatch({ control });
  const dirty = !same(values, savedValues);
  useEffect(() => onEdited(lang, dirty ? values : undefined), [lang, dirty, values, onEdited]);
  const save = useAction();
  const publish = useAction();
  const preview = useAction();
  const [published, setPublished] = useState<PublishedContent>();
  const [previewUrl, setPreviewUrl] = useState<string>();
  // A save, publish or restore that changed this language's stored text shows it; other updates keep the typing.
  const shownSaved = useRef(saved);
  useEffect(() => {
    if (shownSaved.current === saved) return;
    shownSaved.current = saved;
    reset(savedValues);
  }, [saved, savedValues, reset]);

  const onSave = handleSubmit((v) =>
    save.run(
      async () => {
        const body = Object.fromEntries(fields.map((f) => [f.name, f.kind === 'list' ? lines(String(v[f.name] ?? '')) : v[f.name]]));
        try {
          return await adminApi.put<ItemContent>(`${base}/content/${lang}`, body);
        } catch (err) {
          // The API's word per field, under that field; the alert says it too.
          const problems = isAxiosError(err) ? ((err.response?.data as { error?: { fields?: Record<string, string> } })?.error?.fields ?? {}) : {};
          for (const [name, message] of Object.entries(problems)) setError(name.split('.')[0], { message });
          throw err;
        }
      },
      (res) => {
        onChange(res.data);
        // Never published: the site has no text in this language to go on showing.
        return res.data.onSite && !res.data.onSite.includes(lang)
          ? `Draft saved. It is not on the ${LANGUAGE_NAMES[lang]} site yet: publish to put it there.`
          : `Draft saved. The site still shows the published ${LANGUAGE_NAMES[lang]} text until you publish.`;
      },
    ),
  );
  const onPublish = () =>
    publish.run(
      () => adminApi.post<PublishedContent>(`${base}/publish/${lang}`),
      (res) => {
        setPublished(res.data);
        onChange(res.data);
        return `${LANGUAGE_NAMES[lang]} published.${res.data.previousSlug ? ` The old address ${res.data.previousSlug} now leads here.` : ''}`;
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

  return (
    <form onSubmit={onSave} noValidate className="space-y-3" data-testid="tour-text-form" lang={lang}>
      <p className="text-sm text-night-700">
        {LANGUAGE_NAMES[lang]}: <strong>{STATE_LOOK[entry.state].label}</strong>
        {entry.updatedAt ? ` · last saved ${when(entry.updatedAt)}${entry.updatedBy ? ` by ${entry.updatedBy}` : ''}` : ''}
        {entry.state === 'outdated' ? ' · the English text changed after this translation was saved' : ''}
      </p>
      {fields.map((f) => (
        <div key={f.name}>
          {f.kind === 'days' || f.kind === 'rich' ? <h3 className={labelClass}>{f.label}</h3> : <label htmlFor={`text-${f.name}`} className={labelClass}>{f.label}</label>}
          {f.kind === 'rich' ? (
            <Controller name={f.name} control={control} render={({ field }) => <RichTextField key={`${lang}-${entry.updatedAt}`} lang={lang} label={f.label} value={field.value as Block[]} onChange={field.onChange} />} />
          ) : f.kind === 'days' ? (
            <DaysField name={f.name} days={daysOf(entry[f.name], english[f.name])} english={daysOf(english[f.name], [])} register={register} translating={lang !== 'en'} />
          ) : f.kind === 'line' ? (
            <input id={`text-${f.name}`} className={`mt-1 ${inputClass}`} {...register(f.name)} />
          ) : (
            <textarea id={`text-${f.name}`} rows={f.rows ?? 4} className={`mt-1 ${inputClass}`} {...register(f.name)} />
          )}
          {f.hint || f.kind === 'list' ? <p className="mt-0.5 text-xs text-night-600">{f.hint ? f.hint(entry) : 'One per line.'}</p> : null}
          {formState.errors[f.name]?.message ? <p className="mt-0.5 text-sm text-red-700" data-testid={`text-error-${f.name}`}>{formState.errors[f.name]?.message}</p> : null}
          {lang !== 'en' && f.translated !== false && f.kind !== 'days' && f.kind !== 'rich' ? (
            <details className="mt-1 text-xs text-night-700">
              <summary className="cursor-pointer">English</summary>
              <p className="whitespace-pre-line">{shown(english[f.name])}</p>
            </details>
          ) : null}
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={secondaryButtonClass} disabled={save.busy}>{save.busy ? 'Saving…' : 'Save draft'}</button>
        {previewable ? (
          <button type="button" className={secondaryButtonClass} disabled={preview.busy} onClick={onPreview}>
            {preview.busy ? 'Making a link…' : `Preview on the ${LANGUAGE_NAMES[lang]} site`}
          </button>
        ) : null}
        <button type="button" className={buttonClass} disabled={publish.busy || entry.state !== 'draft'} onClick={onPublish}>
          {publish.busy ? 'Publishing…' : `Publish ${LANGUAGE_NAMES[lang]}`}
        </button>
      </div>
      {/* Publish puts the saved draft live: why it is greyed out, and what it would leave out. */}
      {entry.state !== 'draft' ? (
        <p className="text-xs text-night-600" data-testid="publish-hint">Publish puts a saved draft live: change the text, then save the draft first.</p>
      ) : dirty ? (
        <p className="text-xs text-sunset-800" data-testid="publish-hint">Unsaved changes: publishing now puts the last saved draft live without them. Save the draft first.</p>
      ) : null}
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
