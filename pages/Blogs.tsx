import { useEffect } from 'react';
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { ArticleCard } from '@/components/blog/ArticleCard';
import { PageHead } from '@/components/layout/PageHead';
import { AppLink } from '@/components/ui/AppLink';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useDelayedFlag } from '@/lib/useDelayedFlag';
import { basePageProps, PUBLIC_PAGE_CACHE, type BasePageProps } from '@/server/pages/pageProps';
import { redirectPastTheEnd } from '@/lib/routing/pastTheEnd';
import { BLOG_CATEGORIES } from '@/lib/blog/categories';
import { articlePages, bannerArticles, listArticles } from '@/server/blog/service';
import { languagesWithPage } from '@/server/seo/pagedListLanguages';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectBannerPosts, selectBlogs, selectBlogsEmpty, type BlogCategory, type BlogsState } from '@/store/blogsSlice';
import { fetchBlogs } from '@/store/blogsThunks';

type Props = BasePageProps & { initialState: { blogs: BlogsState } };

type Query = Partial<Record<string, string | string[]>>;

/** The category and page an address asks for (anything else: all, page 1), read alike by the server and the browser. */
function listQuery(query: Query): { category: BlogCategory; page: number } {
  const category = (BLOG_CATEGORIES as readonly string[]).includes(String(query.category)) ? (query.category as BlogCategory) : 'all';
  const page = Math.min(100, Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1));
  return { category, page };
}

const href = (category: string, page = 1) => {
  const q = new URLSearchParams();
  if (category !== 'all') q.set('category', category);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `/Blogs${s ? `?${s}` : ''}`;
};

/** The blog: category tabs, banner posts on the first page of "all", then every article a page at a time. */
export default function BlogsPage({ meta }: Props) {
  const { locale, t } = useI18n();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { categories, category, list, status } = useAppSelector(selectBlogs);
  const banner = useAppSelector(selectBannerPosts);
  const empty = useAppSelector(selectBlogsEmpty);
  const wanted = listQuery(router.query);
  const loading = status === 'loading';
  // A fast answer leaves the list as it is until it arrives; a slow one dims it meanwhile.
  const slow = useDelayedFlag(loading);

  // The tabs and page links only change the address (shallow): the list it asks for is fetched
  // here, unless the store holds it already (the first load, or a page the server rendered).
  useEffect(() => {
    if (wanted.category === category && wanted.page === list.page) return;
    const request = dispatch(fetchBlogs({ locale, ...wanted }));
    // Not answered: the server renders the address instead, as the link does without JavaScript.
    void request.then((action) => {
      if (fetchBlogs.rejected.match(action) && !action.meta.aborted) window.location.assign(router.asPath);
    });
    return () => request.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted.category, wanted.page]);

  return (
    <>
      <PageHead title={meta.title} description={meta.description} page={wanted.page} />
      <section className="bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-3xl font-semibold sm:text-4xl lg:text-5xl">{t('pages.blogs.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-night-700">{t('pages.blogs.intro')}</p>
          <nav aria-label={t('pages.blogs.title')} className="mt-6 flex flex-wrap gap-2 text-sm" data-testid="blog-categories">
            {categories.map((c) => (
              <AppLink
                key={c}
                href={href(c)}
                shallow
                aria-current={c === category ? 'page' : undefined}
                className="rounded-full bg-white px-4 py-2 font-medium ring-1 ring-sand-300 hover:ring-sunset-500 aria-[current=page]:bg-night-900 aria-[current=page]:text-white"
              >
                {t(`blog.categories.${c}`)}
              </AppLink>
            ))}
          </nav>
        </div>
      </section>
      <div className={`mx-auto max-w-7xl space-y-12 px-4 py-10${slow ? ' opacity-60' : ''}`} aria-busy={loading || undefined}>
        {banner.length ? (
          <ul className="grid gap-6 lg:grid-cols-2" data-testid="banner-posts">
            {banner.map((a) => <li key={a.id}><ArticleCard article={a} large heading="h2" /></li>)}
          </ul>
        ) : null}
        {empty ? <p className="text-lg text-night-700" data-testid="blog-empty">{t('pages.blogs.empty')}</p> : null}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-list">
          {list.articles.map((a) => <li key={a.id}><ArticleCard article={a} heading="h2" /></li>)}
        </ul>
        {list.pages > 1 ? (
          <nav aria-label={t('catalogue.pagination.label')} className="flex items-center justify-between gap-4 text-sm">
            {list.page > 1 ? <AppLink href={href(category, list.page - 1)} shallow rel="prev" className="rounded-full border border-sand-300 bg-white px-4 py-2 font-semibold">{t('catalogue.pagination.previous')}</AppLink> : <span />}
            <span>{t('catalogue.pagination.page', { page: list.page, pages: list.pages })}</span>
            {list.page < list.pages ? <AppLink href={href(category, list.page + 1)} shallow rel="next" className="rounded-full border border-sand-300 bg-white px-4 py-2 font-semibold">{t('catalogue.pagination.next')}</AppLink> : <span />}
          </nav>
        ) : null}
      </div>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, locale, res }) => {
  const base = await basePageProps(locale, 'blogs', ['pages', 'blog', 'catalogue']);
  const { category, page } = listQuery(query);
  const [list, banner] = await Promise.all([listArticles(base.locale, { category, page }), category === 'all' && page === 1 ? bannerArticles(base.locale) : Promise.resolve([])]);
  // ?page=99 said "No articles here yet" over "Page 99 of 3": it goes to the last page, as the tour list does.
  const pastTheEnd = redirectPastTheEnd(page, list.pages, (last) => href(category, last));
  if (pastTheEnd) return pastTheEnd;
  // The page renders from the store: its state is what the server found (store/blogsSlice.ts).
  const blogs: BlogsState = { status: 'succeeded', categories: [...BLOG_CATEGORIES], category, list, banner, latest: [], requestId: null };
  // Its canonical is the whole blog at this page: hreflang names the languages that have it.
  const translatedIn = await languagesWithPage(page, (l) => articlePages(l));
  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE);
  return { props: { ...base, ...(translatedIn ? { translatedIn } : {}), initialState: { blogs } } };
};
