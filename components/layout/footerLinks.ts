import { DEPARTURES_PATH } from '@/lib/routing/paths';

export const articlePath = (slug: string) => `/blog/${slug}`;

export const FOOTER_COMPANY_LINKS = [
  { key: 'about', href: '/About' },
  { key: 'team', href: '/Our-Team' },
  { key: 'bookingProcess', href: '/Our-Booking-Process' },
  { key: 'departures', href: DEPARTURES_PATH },
  { key: 'payment', href: '/Payment' },
  { key: 'guestBook', href: '/Review' },
  { key: 'affiliate', href: '/Affiliate' },
  { key: 'privacy', href: '/Privacy' },
  { key: 'terms', href: '/Terms' },
] as const;
