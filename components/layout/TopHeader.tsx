import { SITE } from '@/config/site';
import { useT } from '@/lib/i18n/I18nProvider';
import type { Locale } from '@/lib/i18n/config';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { HeaderSearch } from './HeaderSearch';
import { LocaleDropdown } from './LocaleDropdown';

/**
 * The thin bar above the navigation: direct contact, the 24-hour promise, the site search (from
 * 1280 px, where the navigation is one row; below, it is in the menu) and the language menu.
 */
export function TopHeader({ alternates }: { alternates?: Partial<Record<Locale, string>> }) {
  const t = useT();
  // min-h-11: the bar's final height (the language button's), so that a first paint made before
  // the right-hand side has arrived already centres the contact links where they stay (no shift).
  return (
    <div className="bg-night-900 text-sand-50">
      <div className="mx-auto flex min-h-11 max-w-7xl items-center justify-between gap-3 px-4 py-1.5 text-sm">
        <div className="flex min-w-0 items-center gap-4">
          <a href={`tel:${SITE.phone.replace(/\s+/g, '')}`} className="flex items-center gap-1.5 hover:text-sunset-300">
            <PhoneIcon width={14} height={14} />
            <span className="sr-only sm:not-sr-only">{SITE.phone}</span>
            <span className="sm:hidden">{t('common.header.callUs')}</span>
          </a>
          <a href={`mailto:${SITE.email}`} className="hidden items-center gap-1.5 hover:text-sunset-300 md:flex">
            <MailIcon width={14} height={14} />
            {SITE.email}
          </a>
        </div>
        <p className="hidden truncate text-sand-200 lg:block">{t('common.header.promise')}</p>
        <div className="flex shrink-0 items-center gap-3">
          <div className="hidden xl:block">
            <HeaderSearch id="header-search" variant="bar" />
          </div>
          <LocaleDropdown alternates={alternates} />
        </div>
      </div>
    </div>
  );
}
