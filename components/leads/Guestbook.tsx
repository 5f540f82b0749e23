import { ReviewList } from '@/components/tours/ReviewList';
import { useT } from '@/lib/i18n/I18nProvider';
import type { GuestbookPage } from '@/server/leads/guestbookService';
import { GuestbookFilters } from './GuestbookFilters';
import { GuestbookPagination } from './GuestbookPagination';
import { guestbookSearch, type GuestbookFilter } from './guestbookUrl';

/** Approved reviews with their filters, count and pages; every state lives in the URL. */
export function Guestbook({ action, book, filter, keep }: { action: string; book: GuestbookPage; filter: GuestbookFilter; keep: Record<string, string | undefined> }) {
  const t = useT();
  return (
    <section aria-labelledby="guestbook" className="space-y-6" data-testid="guestbook">
      <h2 id="guestbook" className="scroll-mt-24 text-2xl font-semibold sm:text-3xl">{t('leads.guestbook.heading')}</h2>
      <GuestbookFilters action={action} filter={filter} years={book.years} keep={keep} />
      <p className="text-sm font-medium text-night-700" role="status" data-testid="guestbook-count">{t('leads.guestbook.count', { count: book.total })}</p>
      {book.reviews.length ? (
        <div data-testid="guestbook-list"><ReviewList reviews={book.reviews} /></div>
      ) : (
        <p className="rounded-2xl bg-white p-6 text-center text-night-700 ring-1 ring-night-900/5" data-testid="guestbook-empty">{t('leads.guestbook.empty')}</p>
      )}
      <GuestbookPagination page={book.page} pages={book.pages} href={(page) => `${action}${guestbookSearch(filter, page, keep)}#guestbook`} />
    </section>
  );
}
