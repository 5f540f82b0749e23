import type { NextPageContext } from 'next';
import { asLocale } from '@/lib/i18n/config';
import type { BasePageProps } from '@/server/pages/pageProps';
import { isPageMethod, PAGE_ALLOW } from '@/lib/routing/pageMethods';
import { ErrorBoundary } from '@/components/errors/ErrorBoundary';
import { ErrorOfErrorView, GenericErrorView, NotFoundView } from '@/components/errors/ErrorViews';

type Props = Partial<BasePageProps> & { statusCode: number; message?: string };

export default function ErrorPage({ statusCode, message }: Props) {
  return (
    <ErrorBoundary fallback={<ErrorOfErrorView />}>
      {statusCode === 404 ? <NotFoundView /> : <GenericErrorView statusCode={statusCode} message={message} />}
    </ErrorBoundary>
  );
}

/** Messages for client-side errors (4xx) are safe to show; server faults never reveal internals. */
const PUBLIC_MESSAGE_KEYS: Record<number, string> = { 400: 'errors.badRequest', 405: 'api.methodNotAllowed', 503: 'api.unavailable' };
/** Seconds after which a page that found its database away may be asked again (as the API says). */
const RETRY_AFTER_SECONDS = '30';

ErrorPage.getInitialProps = async ({ req, res, err, locale: rawLocale }: NextPageContext): Promise<Props> => {
  // An /api/ path with a broken %-escape ends here (Next's 400): it answers the API's JSON error, not a page.
  if (typeof window === 'undefined' && req && res && req.url?.startsWith('/api')) {
    const { badApiPath } = await import('@/server/http/badApiPath');
    const bad = badApiPath(req.url);
    if (bad) {
      const [{ errorBody }, { requestLocale }] = await Promise.all([import('@/server/http/errorBody'), import('@/server/http/requestLocale')]);
      res.statusCode = bad.status;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(JSON.stringify(errorBody(bad, requestLocale(req))));
      return { statusCode: bad.status };
    }
  }
  // A method no page takes that got this far (TRACE fails in Next before the middleware can answer it) is the client's mistake.
  const wrongMethod = req !== undefined && res !== undefined && !isPageMethod(req.method);
  if (wrongMethod) {
    res.statusCode = 405;
    res.setHeader('Allow', PAGE_ALLOW);
  }
  // A page whose data could not be read because the database is away: 503, to be asked again, as the API answers.
  const databaseAway = typeof window === 'undefined' && err != null && (await import('@/server/db/unavailable')).isDatabaseUnavailable(err);
  if (databaseAway && res) {
    res.statusCode = 503;
    res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    res.setHeader('Cache-Control', 'no-store');
  }
  const fromErr = (err as { statusCode?: number } | null | undefined)?.statusCode;
  const fromRes = res && res.statusCode >= 400 ? res.statusCode : undefined;
  const statusCode = wrongMethod ? 405 : databaseAway ? 503 : (fromErr ?? fromRes ?? 500);
  if (typeof window !== 'undefined') return { statusCode };
  // Server side: the first page of a visit may be this one, so it carries its language's strings.
  const locale = asLocale(rawLocale);
  const { loadMessages } = await import('@/lib/i18n/messages');
  const { translate } = await import('@/lib/i18n/translate');
  const messages = loadMessages(locale);
  const key = PUBLIC_MESSAGE_KEYS[statusCode];
  return { statusCode, locale, messages, ...(key ? { message: translate(messages, key) } : {}) };
};
