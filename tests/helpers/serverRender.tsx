import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
// @ts-expect-error jsdom (vitest's DOM environment) ships no type declarations
import { JSDOM } from 'jsdom';
import type { AppProps } from 'next/app';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
// Private on purpose: next/head hands its tags to this context, which Next's own renderer provides;
// no public module lets a test collect them (next/head has no public way to read its tags).
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
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
  // next-router-mock's router on the page's route (the file's pathname, the address as asPath).
  mockRouter.setCurrentUrl({ pathname: route.pathname, query: route.query ?? {} }, route.asPath);
  mockRouter.locale = props.locale;
  mockRouter.locales = [...LOCALES];
  const body = renderToString(
    <HeadManagerContext.Provider value={headManager as never}>
      <MemoryRouterProvider>
        <App Component={Page} pageProps={props} router={mockRouter as unknown as AppProps['router']} />
      </MemoryRouterProvider>
    </HeadManagerContext.Provider>,
  );
  return new JSDOM(`<!doctype html><html><head>${renderToStaticMarkup(<>{head}</>)}</head><body>${body}</body></html>`).window.document;
}
