import type { NextApiHandler } from 'next';
import { apiHandler, type ApiContext } from '@/server/http/apiHandler';
import { bearerToken } from '@/server/http/bearerToken';
import { currentOperator, type Operator } from './operatorService';
import { requireSameSiteOrigin } from './sameSiteOrigin';
import { sessionCookie } from './sessionCookie';

export type AdminContext = ApiContext & { operator: Operator; token: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Answers about the operator's work: never cached, never indexed. */
export function adminHeaders(ctx: ApiContext): void {
  ctx.res.setHeader('Cache-Control', 'no-store');
  ctx.res.setHeader('X-Robots-Tag', 'noindex');
}

/**
 * The guard every admin route goes through (login aside): same-site Origin on anything that
 * changes state (403 csrf), then a live operator session from the admin_session cookie or a
 * Bearer token (401 otherwise; a traveller's token is not in operator_sessions, so it fails too).
 */
export function adminHandler(methods: Partial<Record<Method, (ctx: AdminContext) => Promise<unknown>>>): NextApiHandler {
  const guarded = Object.fromEntries(
    Object.entries(methods).map(([method, handle]) => [
      method,
      async (ctx: ApiContext) => {
        adminHeaders(ctx);
        requireSameSiteOrigin(ctx.req);
        const token = sessionCookie(ctx.req) ?? bearerToken(ctx.req);
        const operator = await currentOperator(token);
        return handle({ ...ctx, operator, token: token! });
      },
    ]),
  );
  return apiHandler(guarded);
}
