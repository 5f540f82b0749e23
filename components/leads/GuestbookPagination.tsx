import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';

const button = 'rounded-full border border-sand-300 bg-white px-4 py-2 font-semibold hover:border-sunset-500';

/** Previous / "Page n of m" / next, as links that keep the filters. */
export function GuestbookPagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('catalogue.pagination.label')} className="mt-8 flex flex-wrap items-center justify-between gap-3 text-sm" data-testid="guestbook-pagination">
      {page > 1 ? <AppLink href={href(page - 1)} rel="prev" className={button}>{t('leads.guestbook.previous')}</AppLink> : <span />}
      <span aria-current="page">{t('leads.guestbook.page', { page, pages })}</span>
      {page < pages ? <AppLink href={href(page + 1)} rel="next" className={button}>{t('leads.guestbook.next')}</AppLink> : <span />}
    </nav>
  );
}
