import { TOUR_LIST_PATH } from '@/lib/routing/paths';

/** The main navigation, in order; labels are keys under common.nav. */
export const NAV_LINKS = [
  { key: 'home', href: '/' },
  { key: 'safaris', href: TOUR_LIST_PATH },
  { key: 'kilimanjaro', href: `${TOUR_LIST_PATH}kilimanjaro` },
  { key: 'zanzibar', href: `${TOUR_LIST_PATH}zanzibar` },
  { key: 'destinations', href: '/Destinations' },
  { key: 'blog', href: '/Blogs' },
  { key: 'about', href: '/About' },
  { key: 'contact', href: '/Contact' },
] as const;
