import { AppLink } from '@/components/ui/AppLink';
import { SiteImg } from '@/components/ui/SiteImg';
import { CARD_WIDTHS } from '@/lib/images/loader';
import { formatDay } from '@/lib/format/dates';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { ArticleCardView as Article } from '@/server/blog/service';

/**
 * An article in a list: picture, category, title, excerpt, date and reading time. Its title is an
 * h3 under a section's h2, or an h2 where the list sits right under the page's h1 (`heading`).
 */
export function ArticleCard({ article: a, large, heading: Heading = 'h3' }: { article: Article; large?: boolean; heading?: 'h2' | 'h3' }) {
  const { locale, t } = useI18n();
  return (
    <article className="group card relative h-full" data-testid="article-card">
      <div className={`${large ? 'aspect-[16/9]' : 'aspect-[16/10]'} overflow-hidden bg-sand-200`}>
        {/* No alt of its own: the title, in the link just below, names the picture (read once, not twice). */}
        <SiteImg image={a.image} alt="" widths={large ? undefined : CARD_WIDTHS} sizes={large ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'} className="card-zoom" />
      </div>
      <div className="card-body">
        <p className="card-kicker">{t(`blog.categories.${a.category}`)}</p>
        <Heading className={`card-title ${large ? 'text-2xl' : 'text-lg'}`}>
          <AppLink href={`/blog/${a.slug}`} className="card-link">{a.title}</AppLink>
        </Heading>
        <p className="card-text mt-2">{a.excerpt}</p>
        <p className="mt-auto pt-3 text-xs text-night-600">
          <time dateTime={a.publishedAt}>{formatDay(a.publishedAt, locale, 'medium')}</time>
          {` · ${t('blog.reading', { minutes: a.readingMinutes })}`}
        </p>
      </div>
    </article>
  );
}
