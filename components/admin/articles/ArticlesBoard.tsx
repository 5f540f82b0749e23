import { useRouter } from 'next/router';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { ARTICLE_CATEGORIES } from '@/lib/admin/contentSchemas';
import { slugify } from '@/lib/text/slugify';
import type { ContentState } from '@/lib/admin/contentSchemas';
import { adminApi } from '../adminApi';
import { ItemStatesList } from '../content/ItemStatesList';
import { ActionResult, buttonClass, ErrorNote, inputClass, labelClass } from '../ui';
import { useAction } from '../useAction';
import { useAdminGet } from '../useAdminGet';

type ArticleRow = { id: string; title: string; category: string; publishDate: string; scheduled: boolean; states: Record<string, ContentState> };
type NewArticle = { title: string; slug: string; category: string; publishDate: string };

/** A title as an address (at most 80 characters). */
const slugOf = (title: string) => slugify(title).slice(0, 80);

/** Every article with where each language stands, and a form that starts a new one in English. */
export function ArticlesBoard() {
  const router = useRouter();
  const { data, error } = useAdminGet<{ articles: ArticleRow[] }>('/articles');
  // The address follows the title until the editor types one of their own.
  const slugTyped = useRef(false);
  const { register, handleSubmit, setValue } = useForm<NewArticle>({ defaultValues: { title: '', slug: '', category: 'safaris', publishDate: '' } });
  const create = useAction();
  const onCreate = handleSubmit((v) =>
    create.run(
      () => adminApi.post<{ id: string }>('/articles', { title: v.title, slug: v.slug, category: v.category, ...(v.publishDate ? { publishDate: v.publishDate } : {}) }),
      (res) => {
        void router.push(`/admin/articles/${encodeURIComponent(res.data.id)}`);
        return 'Article started: its English text is a draft.';
      },
    ),
  );
  return (
    <div className="space-y-4">
      <form onSubmit={onCreate} className="space-y-2 rounded-lg border border-night-100 bg-white p-3" data-testid="new-article">
        <h2 className="font-sans text-base font-semibold">New article</h2>
        <label className={labelClass}>
          Title (English)
          <input className={inputClass} {...register('title', { onChange: (e) => { if (!slugTyped.current) setValue('slug', slugOf(e.target.value)); } })} />
        </label>
        <label className={labelClass}>
          Address: /blog/…
          <input className={inputClass} {...register('slug', { onChange: () => { slugTyped.current = true; } })} />
        </label>
        <div className="grid gap-2 sm:grid-cols-2">
          <label className={labelClass}>
            Category
            <select className={inputClass} {...register('category')}>
              {ARTICLE_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </label>
          <label className={labelClass}>
            Publish date (a later day schedules it)
            <input type="date" className={inputClass} {...register('publishDate')} />
          </label>
        </div>
        <button type="submit" className={buttonClass} disabled={create.busy}>Start the article</button>
        <ActionResult status={create.status} testId="new-article-result" />
      </form>
      <ErrorNote message={error} />
      {data ? (
        <ItemStatesList
          testId="article-list"
          items={data.articles.map((a) => ({ id: a.id, title: a.title, detail: `${a.category} · ${a.scheduled ? 'scheduled for ' : ''}${a.publishDate}`, href: `/admin/articles/${encodeURIComponent(a.id)}`, states: a.states }))}
        />
      ) : (
        <p role="status">Loading…</p>
      )}
    </div>
  );
}
