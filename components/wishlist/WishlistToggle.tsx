import type { KeyboardEvent, MouseEvent } from 'react';
import { HeartIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectIsInWishlist, tourToggled } from '@/store/wishlistSlice';

type Props = { tour: { id: string; slug: string; title: string }; variant: 'card' | 'pane'; className?: string };

/**
 * Saves a tour to the wishlist or takes it off, in place. It is a link to /Wishlists?add=<slug>
 * underneath, so that without JavaScript it still saves the tour (the server keeps it in a cookie).
 */
export function WishlistToggle({ tour, variant, className = '' }: Props) {
  const t = useT();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => selectIsInWishlist(s, tour.id));
  const toggle = (e: MouseEvent | KeyboardEvent) => {
    e.preventDefault();
    dispatch(tourToggled(tour.id));
  };
  // On a card the heart is drawn by its CSS class (.card-heart), outlined or filled from aria-pressed:
  // a page of cards then carries no copy of the icon per card.
  const heart = variant === 'pane' ? <HeartIcon width={16} height={16} fill={saved ? 'currentColor' : 'none'} /> : null;
  return (
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
  );
}
