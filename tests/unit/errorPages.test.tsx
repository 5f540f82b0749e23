// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { NextPageContext } from 'next';
import ErrorPage from '@/pages/_error';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/config';

afterEach(cleanup);

const renderIn = (locale: Locale, ui: React.ReactNode) =>
  render(<I18nProvider locale={locale} messages={loadMessages(locale)}>{ui}</I18nProvider>);

describe('error pages', () => {
  it('titles the generic error page "Error" with status 500 by default', () => {
    renderIn('en', <ErrorPage statusCode={500} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Error');
    expect(screen.getByText('Error 500')).toBeTruthy();
  });

  it('titles it with the error message when there is one, in the page language', () => {
    renderIn('de', <ErrorPage statusCode={400} message="Ungültige Anfrage" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ungültige Anfrage');
    expect(screen.queryByText('Back to the home page')).toBeNull();
  });

  it('offers the way back home on the 404 page', () => {
    renderIn('en', <ErrorPage statusCode={404} />);
    const link = screen.getByRole('link', { name: 'Back to the home page' });
    expect(link.getAttribute('href')).toBe('/');
  });

  it('falls back to the error-of-error page when the error page itself fails', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorPage statusCode={500} />); // no I18nProvider: the error page cannot render
    spy.mockRestore();
    expect(screen.getByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
  });
});

describe('error page status', () => {
  const ctx = (partial: Partial<NextPageContext>) => partial as NextPageContext;
  // getInitialProps returns early in a browser; run it as the server does.
  const serverSide = async <T,>(run: () => Promise<T>) => {
    const win = globalThis.window;
    // @ts-expect-error simulate the server
    delete globalThis.window;
    try {
      return await run();
    } finally {
      globalThis.window = win;
    }
  };

  it('is 500 when nothing says otherwise', async () => {
    const props = await serverSide(() => ErrorPage.getInitialProps(ctx({ res: { statusCode: 200 } as never, err: null })));
    expect(props.statusCode).toBe(500);
    expect(props.message).toBeUndefined();
  });

  it('keeps a 404 and a 400, and names a bad request in the page language', async () => {
    expect((await serverSide(() => ErrorPage.getInitialProps(ctx({ res: { statusCode: 404 } as never })))).statusCode).toBe(404);
    const props = await serverSide(() => ErrorPage.getInitialProps(ctx({ err: Object.assign(new Error('URI malformed'), { statusCode: 400 }), locale: 'fr' })));
    expect(props.statusCode).toBe(400);
    expect(props.message).toBe(translate(loadMessages('fr'), 'errors.badRequest'));
    expect(props.message).not.toContain('URI malformed');
  });

  // Issue 24, item 21: a page that needs the database answered 500 while it was down; the API answers 503.
  it('is 503 with Retry-After, never cached, and says so in the page language when the database is away', async () => {
    const headers: Record<string, string> = {};
    const res = { statusCode: 500, setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const props = await serverSide(() => ErrorPage.getInitialProps(ctx({ res: res as never, err: down, locale: 'de' })));
    expect(props.statusCode).toBe(503);
    expect(res.statusCode).toBe(503);
    expect(headers).toEqual({ 'retry-after': '30', 'cache-control': 'no-store' });
    expect(props.message).toBe(translate(loadMessages('de'), 'api.unavailable'));
    // Any other fault stays a 500.
    const other = { statusCode: 500, setHeader: () => undefined };
    expect((await serverSide(() => ErrorPage.getInitialProps(ctx({ res: other as never, err: new Error('bug') })))).statusCode).toBe(500);
  });

  it('never shows a server fault message to the visitor', async () => {
    const props = await serverSide(() => ErrorPage.getInitialProps(ctx({ err: new Error('relation "pages" does not exist') })));
    expect(props.statusCode).toBe(500);
    expect(props.message).toBeUndefined();
  });
});
