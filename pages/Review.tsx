import type { GetServerSideProps } from 'next';
import InfoPage from '@/components/layout/InfoPage';
import { Guestbook } from '@/components/leads/Guestbook';
import { guestbookSearch, readGuestbookQuery, type GuestbookFilter } from '@/components/leads/guestbookUrl';
import { redirectPastTheEnd } from '@/lib/routing/pastTheEnd';
import { useListPage } from '@/lib/routing/listPage';
import { ReviewForm, type ReviewedTour } from '@/components/leads/ReviewForm';
import { basePageProps, type BasePageProps } from '@/server/pages/pageProps';
import { tourReference } from '@/server/catalogue/tourService';
import { guestbook, type GuestbookPage } from '@/server/leads/guestbookService';

type Props = BasePageProps & { book: GuestbookPage; filter: GuestbookFilter; tour: ReviewedTour | null };

/**
 * "Write a review": the form first, as the page's title promises (about a tour when coming from
 * one, ?tour=<slug>), then the guest book of approved reviews, filtered through the URL.
 */
export default function ReviewPage({ book, filter, tour, ...page }: Props) {
  const listPage = useListPage();
  return (
    <InfoPage {...page} pageId="review" page={listPage}>
      <div className="space-y-14">
        <div className="mx-auto max-w-3xl rounded-2xl bg-white p-5 shadow-sm ring-1 ring-night-900/5 sm:p-8">
          <ReviewForm tour={tour} />
        </div>
        <Guestbook action="/Review" book={book} filter={filter} keep={{ tour: tour?.slug }} />
      </div>
    </InfoPage>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ locale, query, res }) => {
  const base = await basePageProps(locale, 'review', ['pages', 'leads', 'validation', 'tour', 'catalogue', 'names']);
  const { page, ...filter } = readGuestbookQuery(query);
  const slug = typeof query.tour === 'string' ? query.tour.trim().slice(0, 160) : '';
  const [book, tour] = await Promise.all([guestbook({ ...filter, page }), slug ? tourReference(base.locale, slug) : null]);
  // A page past the end (an old link, fewer reviews now) goes to the last page, as the tour list does.
  const pastTheEnd = redirectPastTheEnd(book.page, book.pages, (last) => `/Review${guestbookSearch(filter, last, { tour: slug })}`);
  if (pastTheEnd) return pastTheEnd;
  res.setHeader('Cache-Control', 'public, s-maxage=300, stale-while-revalidate=3600');
  return {
    props: {
      ...base,
      book,
      filter,
      tour: tour ? { slug: tour.slug, title: tour.title } : null,
    },
  };
};
