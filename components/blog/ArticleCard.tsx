import { AppLink } from '@/components/ui/AppLink';
import { SiteImg } from '@/components/ui/SiteImg';
import { CARD_WIDTHS } from '@/lib/images/loader';
import { formatDay } from '@/lib/format/dates';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { ArticleCardView as Article } from '@/server/blog/service';

/** An article in a list: picture, category, title, excerpt, date and reading time. */
export function ArticleCard({ article: a, large }: { article: Article; large?: boolean }) {
  const { locale, t } = useI18n();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-night-900/5" data-testid="article-card">
      <div className={`${large ? 'aspect-[16/9]' : 'aspect-[16/10]'} overflow-hidden bg-sand-200`}>
        <SiteImg image={a.image} widths={large ? undefined : CARD_WIDTHS} sizes={large ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'} className="transition duration-500 group-hover:scale-105" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-acacia-700 uppercase">{t(`blog.categories.${a.category}`)}</p>
        <h3 className={`mt-1 font-display font-semibold text-night-900 ${large ? 'text-2xl' : 'text-lg'}`}>
          <AppLink href={`/blog/${a.slug}`} className="after:absolute after:inset-0">{a.title}</AppLink>
        </h3>
        <p className="mt-2 text-sm text-night-700">{a.excerpt}</p>
        <p className="mt-auto pt-3 text-xs text-night-600">
          <time dateTime={a.publishedAt}>{formatDay(a.publishedAt, locale, 'medium')}</time>
          {' · '}
          {t('blog.reading', { minutes: a.readingMinutes })}
        </p>
      </div>
    </article>
  );
}
