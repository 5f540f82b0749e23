import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { useT } from '@/lib/i18n/I18nProvider';
import { BackToTop } from '@/components/ui/BackToTop';
import { ChatButton } from '@/components/ui/ChatButton';
import { WishlistAccountSync } from '@/components/wishlist/WishlistAccountSync';
import { WishlistSync } from '@/components/wishlist/WishlistSync';
import { ConsentManager } from '@/components/consent/ConsentManager';
import { AlternateLinks } from './AlternateLinks';
import { ChunkReload } from './ChunkReload';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { OfflineBanner } from './OfflineBanner';
import { RouteProgress } from './RouteProgress';
import { SiteNoticeBanner } from './SiteNoticeBanner';
import { SlowConnectionPrefetch } from './SlowConnectionPrefetch';
import { TopHeader } from './TopHeader';

/** The frame of every page: header, navigation, main content, footer and the floating buttons. */
export function Layout({ children, alternates, translatedIn, indexable = true }: { children: ReactNode; alternates?: Partial<Record<Locale, string>>; translatedIn?: Locale[]; indexable?: boolean }) {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <span id="top" tabIndex={-1} />
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t('common.skipToContent')}
      </a>
      {/* The consent banner, when shown, comes right after the skip link in the tab order. */}
      <ConsentManager />
      {indexable ? <AlternateLinks alternates={alternates} translatedIn={translatedIn} /> : null}
      <RouteProgress />
      <ChunkReload />
      <SlowConnectionPrefetch />
      <header>
        <TopHeader alternates={alternates} />
      </header>
      <NavBar />
      <OfflineBanner />
      <SiteNoticeBanner />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      {/* The floating buttons sit in a landmark of their own, as every part of a page should. */}
      <aside aria-label={t('common.quickActions')}>
        <BackToTop />
        <ChatButton />
      </aside>
      <WishlistSync />
      <WishlistAccountSync />
    </div>
  );
}
