import { AppLink } from '@/components/ui/AppLink';
import { HeartIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/I18nProvider';
import { useAppSelector } from '@/store';
import { selectWishlistCount } from '@/store/wishlistSlice';

/** How many tours are saved, as a dot on a corner (the accessible name of its host says it in words). */
export function WishlistCountBadge({ testId }: { testId: string }) {
  const count = useAppSelector(selectWishlistCount);
  return count ? (
    <span aria-hidden className="absolute -top-0.5 -right-0.5 min-w-[1.1rem] rounded-full bg-sunset-600 px-1 text-center text-[0.7rem] leading-[1.1rem] font-semibold text-white" data-testid={testId}>
      {count}
    </span>
  ) : null;
}

/** The header's heart: the way to the wishlist, with how many tours are saved in it. */
export function WishlistNavLink({ className }: { className: string }) {
  const t = useT();
  const count = useAppSelector(selectWishlistCount);
  return (
    <AppLink href="/Wishlists" className={`relative ${className}`} aria-label={count ? t('common.wishlist.navCount', { count }) : t('common.nav.wishlist')}>
      <HeartIcon fill={count ? 'currentColor' : 'none'} />
      <WishlistCountBadge testId="wishlist-count" />
    </AppLink>
  );
}
