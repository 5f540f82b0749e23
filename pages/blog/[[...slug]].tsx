import type { GetStaticProps } from 'next';
import { ArticleBody } from '@/components/blog/ArticleBody';
import { PageHead } from '@/components/layout/PageHead';
import { TourGrid } from '@/components/tours/TourGrid';
import { AppLink } from '@/components/ui/AppLink';
import { SiteImg } from '@/components/ui/SiteImg';
import { formatDay } from '@/lib/format/dates';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { TOUR_CARD_STRINGS } from '@/lib/i18n/sharedStrings';
import { translate } from '@/lib/i18n/translate';
import { basePageProps, REVALIDATE_SECONDS, type BasePageProps } from '@/server/pages/pageProps';
import { ERROR_404_PATH } from '@/lib/routing/paths';
import { onDemandPaths, readSlugParam } from '@/lib/routing/slugParam';
import { articlePageBlocks, type PageBlock } from '@/server/blog/pageBlocks';
import { getDb } from '@/server/db/connection';
import { getArticle, type ArticleDetail } from '@/server/blog/service';
import type { ShownImage, TourCardView } from '@/server/catalogue/dto';
import { shownImage, tourCardView } from '@/server/pages/cardViews';
import { AppError } from '@/server/http/errors';
import { article as articleLd, breadcrumbs, travelAgency, zonedDate } from '@/lib/seo/jsonLd';
import { SHARE_DESCRIPTION_LENGTH, snippet } from '@/lib/seo/snippet';

/** The article as the page shows it: cards and pictures as they are drawn, its other-language paths once (as `alternates`). */
type ShownArticle = Omit<ArticleDetail, 'body' | 'alternates' | 'image' | 'relatedTours' | 'relatedArticles'> & {
  image: ShownImage;
  /** Its dates as the page writes them, made on the server: a date format built while the page
      hydrates costs the browser its first Intl set-up (about 20 ms of one task on a laptop). */
  publishedOn: string;
  updatedOn: string | null;
  relatedTours: TourCardView[];
  relatedArticles: Pick<ArticleDetail['relatedArticles'][number], 'id' | 'slug' | 'title' | 'excerpt'>[];
};

type Props = BasePageProps & { article: ShownArticle; blocks: PageBlock[] };


/** A blog article: title, author, date, reading time, body, related tours and related posts. */
export default function ArticlePage({ article: a, blocks }: Props) {
  const { t } = useI18n();
  return (
    <>
      <PageHead title={`${a.title} | Twiga Trails`} description={snippet(a.excerpt)} />
      <article className="mx-auto max-w-3xl px-4 py-10" data-testid="article">
        <p className="text-sm font-semibold tracking-wide text-acacia-700 uppercase">
          <AppLink href={`/Blogs?category=${a.category}`}>{t(`blog.categories.${a.category}`)}</AppLink>
        </p>
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl lg:text-5xl">{a.title}</h1>
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-night-600" data-testid="article-meta">
          <span>{t('blog.by', { name: a.author.name })}</span>
          <time dateTime={a.publishedAt}>{t('blog.published', { date: a.publishedOn })}</time>
          {a.updatedAt && a.updatedOn ? <time dateTime={a.updatedAt}>{t('blog.updated', { date: a.updatedOn })}</time> : null}
          <span>{t('blog.reading', { minutes: a.readingMinutes })}</span>
        </p>
        <div className="mt-6 aspect-[16/9] overflow-hidden rounded-2xl bg-sand-200">
          <SiteImg image={a.image} priority sizes="(min-width: 768px) 768px, 100vw" />
        </div>
        <p className="mt-6 text-lg text-night-700">{a.excerpt}</p>
        <div className="mt-6">
          <ArticleBody blocks={blocks} />
        </div>
      </article>
      {a.relatedTours.length ? (
        <section aria-labelledby="related-tours" className="mx-auto max-w-7xl px-4 py-10">
          <h2 id="related-tours" className="mb-6 text-2xl font-semibold">{t('blog.relatedTours')}</h2>
          <TourGrid tours={a.relatedTours} />
        </section>
      ) : null}
      {a.relatedArticles.length ? (
        <section aria-labelledby="related-posts" className="mx-auto max-w-7xl px-4 pb-12">
          <h2 id="related-posts" className="mb-6 text-2xl font-semibold">{t('blog.relatedPosts')}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {a.relatedArticles.map((r) => (
              <li key={r.id} className="rounded-xl bg-white p-5 ring-1 ring-night-900/5">
                <AppLink href={`/blog/${r.slug}`} className="font-display text-lg font-semibold hover:text-sunset-700">{r.title}</AppLink>
                <p className="mt-2 text-sm text-night-700">{r.excerpt}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export const getStaticPaths = onDemandPaths;

function shownArticle({ alternates, image, relatedTours, relatedArticles, ...rest }: Omit<ArticleDetail, 'body'>, locale: string): ShownArticle {
  return {
    ...rest,
    publishedOn: formatDay(rest.publishedAt, locale),
    updatedOn: rest.updatedAt ? formatDay(rest.updatedAt, locale) : null,
    image: shownImage(image),
    relatedTours: relatedTours.map(tourCardView),
    relatedArticles: relatedArticles.map(({ id, slug, title, excerpt }) => ({ id, slug, title, excerpt })),
  };
}

/** Spec: a failed or unknown article load sends the visitor to /Error404 (a real 404 there). */
export const getStaticProps: GetStaticProps<Props> = async ({ params, locale }) => {
  const slug = readSlugParam(params?.slug);
  if (slug.kind === 'none') return { redirect: { destination: '/Blogs', statusCode: 301 } };
  const toError = { redirect: { destination: ERROR_404_PATH, permanent: false }, revalidate: REVALIDATE_SECONDS } as const;
  if (slug.kind === 'many') return toError;
  const base = await basePageProps(locale, 'blogArticle', ['blog', ...TOUR_CARD_STRINGS]);
  try {
    const { body, ...article } = await getArticle(base.locale, slug.slug);
    // Another language's slug (or an old one): one 301 to this domain's own slug for the article.
    if (article.slug !== slug.slug) return { redirect: { destination: `/blog/${article.slug}`, statusCode: 301 }, revalidate: REVALIDATE_SECONDS };
    const path = article.alternates[base.locale] ?? `/blog/${article.slug}`;
    const jsonLd = [
      travelAgency(base.locale),
      articleLd(base.locale, { ...article, path }),
      breadcrumbs(base.locale, [
        { name: translate(base.messages, 'common.nav.home'), path: '/' },
        { name: translate(base.messages, 'common.nav.blog'), path: '/Blogs' },
        { name: article.title, path },
      ]),
    ];
    const share = {
      title: article.title, description: snippet(article.excerpt, SHARE_DESCRIPTION_LENGTH), image: article.image.original,
      article: { publishedTime: zonedDate(article.publishedAt), modifiedTime: zonedDate(article.updatedAt ?? article.publishedAt) },
    };
    return {
      props: { ...base, article: shownArticle(article, base.locale), blocks: await articlePageBlocks(getDb(), body), alternates: article.alternates, translatedIn: article.translatedIn, jsonLd, share },
      revalidate: REVALIDATE_SECONDS,
    };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return toError;
    throw err;
  }
};
