import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { AppError, methodNotAllowed, unavailable } from './errors';
import { requestLocale } from './requestLocale';
import { errorBody } from './errorBody';
import { sharedAnswer } from './sharedAnswer';
import { limitRequest } from '@/server/rateLimit/gate';
import type { LimitName } from '@/server/rateLimit/rules';
import { refuseNulInQuery } from './nulInQuery';
import { answerCors } from './cors';

export type ApiContext = {
  req: NextApiRequest;
  res: NextApiResponse;
  locale: Locale;
  /** Status for a successful answer (default 200). */
  status: (code: number) => void;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type MethodHandler = (ctx: ApiContext) => Promise<unknown>;

export type ApiOptions = {
  /** A successful GET is the same for every visitor of the host and language: shared caches may keep it briefly (sharedAnswer). */
  sharedRead?: boolean;
  /** The rate limit (config/rateLimits.js) counted before the handler runs: for every method, or per method. */
  limit?: LimitName | Partial<Record<Method, LimitName>>;
};

/**
 * The one wrapper every API route goes through: CORS for the site's own origins (cors.ts), method map (405 + Allow), the handler's
 * return value as JSON, and every failure as `{ error: { code, message, fields? } }` in the
 * request's language. Unexpected errors are logged and answered as a bare 500.
 */
export function apiHandler(methods: Partial<Record<Method, MethodHandler>>, options: ApiOptions = {}): NextApiHandler {
  const allowed = Object.keys(methods).concat(methods.GET ? ['HEAD'] : []);
  return async (req, res) => {
    const locale = requestLocale(req);
    // A preflight from one of the site's origins is answered here; other origins get no CORS headers.
    if (answerCors(req, res, allowed)) return;
    try {
      const method = (req.method === 'HEAD' ? 'GET' : req.method) as Method;
      // Own keys only: any method a client invents (TRACE, PROPFIND, "constructor"…) is a 405.
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (!handler) throw methodNotAllowed(allowed);
      const limit = typeof options.limit === 'string' ? options.limit : options.limit?.[method];
      if (limit) await limitRequest(limit, req);
      refuseNulInQuery(req);
      let statusCode = 200;
      const body = await handler({ req, res, locale, status: (code) => (statusCode = code) });
      if (res.headersSent) return;
      // A handler that set its own policy (a shorter one for seats) keeps it.
      if (options.sharedRead && method === 'GET' && statusCode === 200 && !res.hasHeader('Cache-Control')) sharedAnswer(res);
      res.status(statusCode).json(body ?? null);
    } catch (err) {
      sendError(res, err, locale);
    }
  };
}

function sendError(res: NextApiResponse, reason: unknown, locale: Locale) {
  if (res.headersSent) return;
  let err = reason;
  if (isDatabaseUnavailable(reason)) {
    // The database down or locked: a clear 503 the caller may retry, not a 500.
    console.error('[api] database unavailable:', reason instanceof Error ? reason.message : reason);
    err = unavailable();
  }
  if (err instanceof AppError) {
    for (const [name, value] of Object.entries(err.headers ?? {})) res.setHeader(name, value);
    res.status(err.status).json(errorBody(err, locale));
    return;
  }
  console.error('[api] unexpected error', err);
  res.status(500).json({ error: { code: 'internal', message: translate(loadMessages(locale), 'api.internal') } });
}
