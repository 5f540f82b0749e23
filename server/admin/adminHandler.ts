import type { NextApiHandler } from 'next';
import { mayUse, type Area } from '@/lib/admin/roles';
import { apiHandler, type ApiContext } from '@/server/http/apiHandler';
import { AppError } from '@/server/http/errors';
import { bearerToken } from '@/server/http/bearerToken';
import { limitAccount } from '@/server/rateLimit/gate';
import { currentOperator, type Operator } from './operatorService';
import { requireSameSiteOrigin } from './sameSiteOrigin';
import { sessionCookie } from './sessionCookie';

export type AdminContext = ApiContext & { operator: Operator; token: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The guard every admin route goes through (login aside): same-site Origin on anything that
 * changes state (403 csrf), then a live operator session from the admin_session cookie or a
 * Bearer token (401 otherwise; a traveller's token is not in operator_sessions, so it fails too).
 * Every change counts against the adminWrite rate limit, per address and per operator. The
 * route's `area` says which roles may read it and which may change it (lib/admin/roles.ts):
 * any other operator gets 403 `forbidden`.
 */
export function adminHandler(methods: Partial<Record<Method, (ctx: AdminContext) => Promise<unknown>>>, area: Area): NextApiHandler {
  const guarded = Object.fromEntries(
    Object.entries(methods).map(([method, handle]) => [
      method,
      async (ctx: ApiContext) => {
        requireSameSiteOrigin(ctx.req);
        const token = sessionCookie(ctx.req) ?? bearerToken(ctx.req);
        const operator = await currentOperator(token);
        if (!mayUse(operator.role, area, method !== 'GET')) throw new AppError(403, 'forbidden', 'api.roleForbidden');
        if (method !== 'GET') await limitAccount('adminWrite', operator.id);
        return handle({ ...ctx, operator, token: token! });
      },
    ]),
  );
  const writes = Object.fromEntries(Object.keys(methods).filter((m) => m !== 'GET').map((m) => [m, 'adminWrite' as const]));
  return withAdminHeaders(apiHandler(guarded, { limit: writes }));
}

/**
 * Answers about the operator's work are never cached and never indexed. Set before anything
 * runs, so every answer carries them (401, 403 and 405 included).
 */
export function withAdminHeaders(handle: NextApiHandler): NextApiHandler {
  return (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    return handle(req, res);
  };
}
