import dynamic from 'next/dynamic';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { HeartIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectIsInWishlist, tourToggled } from '@/store/wishlistSlice';

// Only when a saved tour's heart is pressed: no card page carries the dialog's code before then.
const ConfirmDialog = dynamic(() => import('@/components/ui/ConfirmDialog').then((m) => m.ConfirmDialog), { ssr: false });

type Props = { tour: { id: string; slug: string; title: string }; variant: 'card' | 'pane'; className?: string };

/**
 * Saves a tour to the wishlist or, once asked (spec: "remove one tour after confirmation", as the
 * wishlist page asks), takes it off, in place. It is a link to /Wishlists?add=<slug> underneath,
 * so that without JavaScript it still saves the tour (the server keeps it in a cookie).
 */
export function WishlistToggle({ tour, variant, className = '' }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => selectIsInWishlist(s, tour.id));
  const [asking, setAsking] = useState(false);
  const toggle = (e: MouseEvent | KeyboardEvent) => {
    e.preventDefault();
    if (saved) setAsking(true);
    else dispatch(tourToggled(tour.id));
  };
  // On a card the heart is drawn by its CSS class (.card-heart), outlined or filled from aria-pressed:
  // a page of cards then carries no copy of the icon per card.
  const heart = variant === 'pane' ? <HeartIcon width={16} height={16} fill={saved ? 'currentColor' : 'none'} /> : null;
  return (
    <>
      <a
        href={`/Wishlists?add=${encodeURIComponent(tour.slug)}`}
        role="button"
        aria-pressed={saved}
        aria-label={variant === 'card' ? t('common.wishlist.save', { title: tour.title }) : undefined}
        onClick={toggle}
        onKeyDown={(e) => e.key === ' ' && toggle(e)}
        data-testid="wishlist-toggle"
        className={className}
      >
        {heart}
        {/* The pane's words say where the tour is: saved, or not yet. */}
        {variant === 'pane' ? (saved ? t('tour.pane.inWishlist') : t('tour.pane.addToWishlist')) : null}
      </a>
      {asking ? (
        <ConfirmDialog
          title={t('common.wishlist.confirmOneTitle')}
          message={t('common.wishlist.confirmOne', { title: tour.title })}
          confirmLabel={t('common.wishlist.remove')}
          cancelLabel={t('common.wishlist.cancel')}
          onConfirm={() => {
            setAsking(false);
            dispatch(tourToggled(tour.id));
          }}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
