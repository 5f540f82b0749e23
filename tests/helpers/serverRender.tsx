import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
// @ts-expect-error jsdom (vitest's DOM environment) ships no type declarations
import { JSDOM } from 'jsdom';
import type { AppProps } from 'next/app';
import type { NextRouter } from 'next/router';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import App from '@/pages/_app';
import { LOCALES } from '@/lib/i18n/config';

// A page rendered the way Next renders it on the server: _app and the page into HTML, next/head's
// tags collected and de-duplicated by key. (A test file using it stands in for next/font, which
// only a Next build can run: vi.mock('@/lib/fonts', ...).)

type Props = Record<string, any>;

/** The served document (head tags and body) as a browser would parse it. */
export function serverRender(Page: ComponentType<any>, props: Props, route: { pathname: string; asPath: string; query?: Record<string, string> }): Document {
  let head: ReactNode[] = [];
  const headManager = { mountedInstances: new Set(), updateHead: (tags: ReactNode[]) => void (head = tags) };
  const router = { query: {}, ...route, locale: props.locale, locales: [...LOCALES], isReady: true, events: { on() {}, off() {} }, push: async () => true, replace: async () => true, prefetch: async () => {} } as unknown as NextRouter;
  const body = renderToString(
    <HeadManagerContext.Provider value={headManager as never}>
      <RouterContext.Provider value={router}>
        <App Component={Page} pageProps={props} router={router as AppProps['router']} />
      </RouterContext.Provider>
    </HeadManagerContext.Provider>,
  );
  return new JSDOM(`<!doctype html><html><head>${renderToStaticMarkup(<>{head}</>)}</head><body>${body}</body></html>`).window.document;
}
