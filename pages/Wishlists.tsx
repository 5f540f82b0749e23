import { useEffect, useRef, useState } from 'react';
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { PageHead } from '@/components/layout/PageHead';
import { NoIndex } from '@/components/layout/NoIndex';
import { TourCard } from '@/components/tours/TourCard';
import { WishlistAccountNote } from '@/components/wishlist/WishlistAccountNote';
import { AppLink } from '@/components/ui/AppLink';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { overHttps } from '@/lib/http/overHttps';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { TOUR_LIST_PATH } from '@/lib/routing/paths';
import { SESSION_COOKIE } from '@/lib/auth/storedToken';
import { cookieValueToIds, normaliseIds, WISHLIST_COOKIE, wishlistCookie } from '@/lib/wishlist/storage';
import { basePageProps, type BasePageProps } from '@/server/pages/pageProps';
import { resolveWishlistEntry, wishlistCards } from '@/server/wishlist/service';
import { accountWishlistIfSignedIn } from '@/server/wishlist/accountService';
import type { TourCard as Tour } from '@/server/catalogue/dto';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectWishlistIds, selectWishlistStatus, selectWishlistToursStatus, tourRemoved, wishlistCleared, type WishlistState } from '@/store/wishlistSlice';
import { selectWishlistMissingIds, selectWishlistTours } from '@/store/wishlistSelectors';
import { fetchWishlistTours } from '@/store/wishlistThunks';
import { LoadingNote } from '@/components/ui/LoadingNote';

type Confirm = { kind: 'one'; tour: Tour } | { kind: 'all' };

/** The tours saved in this browser, as cards with a way to ask for a quote and to take them off (after a yes). */
export default function WishlistsPage({ meta }: BasePageProps) {
  const { t, locale } = useI18n();
  const router = useRouter();
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectWishlistIds);
  const tours = useAppSelector(selectWishlistTours);
  const missing = useAppSelector(selectWishlistMissingIds);
  const status = useAppSelector(selectWishlistStatus);
  const toursStatus = useAppSelector(selectWishlistToursStatus);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  // The tour of ?add= is saved now: the address drops it, so a reload cannot bring back a tour removed since.
  useEffect(() => {
    if (status === 'ready' && router.query.add !== undefined) void router.replace('/Wishlists', undefined, { shallow: true, scroll: false });
  }, [status, router]);

  // Tours saved in this browser that the server did not know of (another tab, a lost cookie).
  useEffect(() => {
    if (status === 'ready' && missing.length && toursStatus !== 'loading' && toursStatus !== 'failed') void dispatch(fetchWishlistTours({ locale, ids: missing }));
  }, [status, missing, toursStatus, locale, dispatch]);

  const removeConfirmed = () => {
    if (!confirm) return;
    if (confirm.kind === 'one') {
      dispatch(tourRemoved(confirm.tour.id));
      setNotice(t('wishlist.removed', { title: confirm.tour.title }));
    } else {
      dispatch(wishlistCleared());
      setNotice(t('wishlist.removedAll'));
    }
    setConfirm(null);
    heading.current?.focus();
  };

  // Removing needs this browser's list, so its buttons appear once it has been read (with JavaScript).
  const canEdit = status === 'ready';
  return (
    <>
      <PageHead title={meta.title} description={meta.description} />
      {/* A personal list: nothing for search engines. */}
      <NoIndex />
      <section className="bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <h1 ref={heading} tabIndex={-1} className="max-w-3xl text-3xl font-semibold focus:outline-none sm:text-4xl lg:text-5xl">
            {t('pages.wishlists.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-night-700">{t('pages.wishlists.intro')}</p>
          <WishlistAccountNote />
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p role="status" className="sr-only">{notice}</p>
        {ids.length === 0 ? (
          <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-night-900/5" data-testid="wishlist-empty">
            <p className="text-lg text-night-800">{t('wishlist.empty')}</p>
            <AppLink href={TOUR_LIST_PATH} className="mt-4 inline-block rounded-full bg-sunset-600 px-5 py-2.5 font-semibold text-white hover:bg-sunset-700">
              {t('wishlist.browseTours')}
            </AppLink>
          </div>
        ) : (
          <>
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
              <p className="text-night-700" data-testid="wishlist-summary">{t('wishlist.count', { count: ids.length })}</p>
              {canEdit ? (
                <button type="button" onClick={() => setConfirm({ kind: 'all' })} className="rounded-full border border-sand-300 bg-white px-4 py-2 text-sm font-semibold text-night-800 hover:border-sunset-500">
                  {t('wishlist.removeAll')}
                </button>
              ) : null}
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {tours.map((tour) => (
                <li key={tour.id} className="flex flex-col gap-3" data-testid="wishlist-item">
                  <div className="relative flex flex-1">
                    <TourCard tour={tour} wishlistToggle={false} />
                  </div>
                  <div className="flex flex-wrap gap-3">
                    <AppLink href={`/Quote?tour=${encodeURIComponent(tour.slug)}`} className="flex-1 rounded-full bg-sunset-600 px-4 py-2.5 text-center text-sm font-semibold text-white hover:bg-sunset-700">
                      {t('wishlist.askQuote')}
                      <span className="sr-only"> – {tour.title}</span>
                    </AppLink>
                    {canEdit ? (
                      <button type="button" onClick={() => setConfirm({ kind: 'one', tour })} className="rounded-full border border-sand-300 bg-white px-4 py-2.5 text-sm font-semibold text-night-800 hover:border-sunset-500">
                        {t('common.wishlist.remove')}
                        <span className="sr-only"> – {tour.title}</span>
                      </button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            {missing.length && toursStatus === 'failed' ? (
              <p className="mt-6 text-night-800">
                {t('wishlist.loadFailed')}{' '}
                <button type="button" className="font-semibold text-sunset-700 underline" onClick={() => void dispatch(fetchWishlistTours({ locale, ids: missing }))}>
                  {t('wishlist.retry')}
                </button>
              </p>
            ) : missing.length ? (
              <LoadingNote className="mt-6 text-night-600">{t('common.loading')}</LoadingNote>
            ) : null}
          </>
        )}
      </div>
      {confirm ? (
        <ConfirmDialog
          title={confirm.kind === 'one' ? t('common.wishlist.confirmOneTitle') : t('wishlist.confirmAllTitle')}
          message={confirm.kind === 'one' ? t('common.wishlist.confirmOne', { title: confirm.tour.title }) : t('wishlist.confirmAll', { count: ids.length })}
          confirmLabel={confirm.kind === 'one' ? t('common.wishlist.remove') : t('wishlist.removeAll')}
          cancelLabel={t('common.wishlist.cancel')}
          onConfirm={removeConfirmed}
          onCancel={() => setConfirm(null)}
        />
      ) : null}
    </>
  );
}

export const getServerSideProps: GetServerSideProps<BasePageProps> = async ({ req, res, query, locale }) => {
  const base = await basePageProps(locale, 'wishlists', ['pages', 'catalogue', 'wishlist']);
  const inCookie = cookieValueToIds(req.cookies[WISHLIST_COOKIE]);
  // Signed in (the session's `token` cookie): the account's list, the same on every device. The
  // browser's own copy is not added here: it may still hold a tour removed on another device, and
  // only the browser knows which of its tours are changes not yet sent (they follow after hydration).
  const saved = (await accountWishlistIfSignedIn(req.cookies[SESSION_COOKIE])) ?? inCookie;
  // /Wishlists?add=<slug>: the tour page's link, which saves the tour even without JavaScript.
  const add = typeof query.add === 'string' && /^[A-Za-z0-9-]{1,160}$/.test(query.add) ? await resolveWishlistEntry(base.locale, query.add) : null;
  const { tours } = await wishlistCards(base.locale, normaliseIds([...saved, ...(add ? [add] : [])]));
  const ids = tours.map((tour) => tour.id);
  if (ids.join('.') !== inCookie.join('.')) res.setHeader('Set-Cookie', wishlistCookie(ids, overHttps(req)));
  const wishlist: WishlistState = { ids, status: 'idle', tours: Object.fromEntries(tours.map((tour) => [tour.id, tour])), toursStatus: 'idle' };
  return { props: { ...base, initialState: { wishlist } } };
};
