import 'nprogress/nprogress.css';
import '@/styles/globals.css';
import { useMemo, useState } from 'react';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { Provider } from 'react-redux';
import { makeStore } from '@/store';
import { hydrate } from '@/store/hydrate';
import { asLocale, LOCALES, type Locale } from '@/lib/i18n/config';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { displayFont, sansFont } from '@/lib/fonts';
import type { Messages } from '@/lib/i18n/translate';
import type { BasePageProps } from '@/server/pages/pageProps';
import { Layout } from '@/components/layout/Layout';
import { ShareTags } from '@/components/layout/ShareTags';
import { StructuredData } from '@/components/layout/StructuredData';
import { pageStructuredData } from '@/lib/seo/jsonLd';
import { ErrorBoundary } from '@/components/errors/ErrorBoundary';
import { LazyErrorView } from '@/components/errors/LazyErrorView';

// In the browser the language never changes without a full load (one domain per language),
// so the strings of the first page serve pages that arrive without them (client-side errors).
let browserMessages: Messages | undefined;

const ERROR_PAGES = new Set(['/404', '/_error', '/Error404']);
/**
 * An error page is made once and served for every address that fails: the address of the request
 * that happened to make it must not end up in its language menu. It leads to each language's home.
 */
const HOME_IN_EVERY_LANGUAGE = Object.fromEntries(LOCALES.map((l) => [l, '/'])) as Record<Locale, string>;

function useMessages(fromPage: Messages | undefined): Messages {
  if (typeof window === 'undefined') return fromPage ?? {};
  if (fromPage) browserMessages = fromPage;
  return browserMessages ?? {};
}

/**
 * A page that writes its structured data itself from what it shows sets `Page.ownStructuredData`
 * (the tour page); the others get what their `jsonLd` prop names, or the plain agency.
 *
 * A page that brings its own frame sets `Page.bare = true` (the back office under /admin): no
 * public header, footer or floating buttons around it. Only the flag is read here, so no admin
 * code is pulled into this shared bundle.
 */
type MaybeBare = AppProps<Partial<BasePageProps>>['Component'] & { bare?: boolean; ownStructuredData?: boolean };

export default function App({ Component, pageProps }: AppProps<Partial<BasePageProps>>) {
  const router = useRouter();
  const locale = asLocale(pageProps.locale ?? router.locale);
  const messages = useMessages(pageProps.messages);
  const [store] = useState(() => makeStore(pageProps.initialState));

  // A page reached by client navigation brings its own server-built state: merge it in
  // before rendering, so the first render already shows it.
  useMemo(() => {
    if (pageProps.initialState) store.dispatch(hydrate(pageProps.initialState));
  }, [store, pageProps.initialState]);

  // A new page resets a failed render; a new query on the same page (filters) must not remount it.
  const page = (
    <ErrorBoundary key={router.asPath.split(/[?#]/)[0]} fallback={<LazyErrorView statusCode={500} />}>
      <Component {...pageProps} />
    </ErrorBoundary>
  );

  return (
    <Provider store={store}>
      <I18nProvider locale={locale} messages={messages}>
        {/* The fonts' variables for everything below; `contents` adds no box to the layout. */}
        <div className={`${sansFont.variable} ${displayFont.variable} contents font-sans`}>
          <ShareTags locale={locale} meta={pageProps.meta} share={pageProps.share} />
          {(Component as MaybeBare).bare ? (
            page
          ) : (
            // Error pages have no canonical URL and are not alternates of anything.
            <Layout
              alternates={ERROR_PAGES.has(router.pathname) ? HOME_IN_EVERY_LANGUAGE : pageProps.alternates}
              translatedIn={pageProps.translatedIn}
              indexable={!ERROR_PAGES.has(router.pathname)}
            >
              {/* The back office (bare) is nobody's search result: no structured data there. */}
              {(Component as MaybeBare).ownStructuredData ? null : <StructuredData things={pageStructuredData(locale, pageProps.jsonLd)} />}
              {page}
            </Layout>
          )}
        </div>
      </I18nProvider>
    </Provider>
  );
}
