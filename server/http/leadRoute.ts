import type { Locale } from '@/lib/i18n/config';
import type { Answer } from '@/server/leads/idempotency';
import { kickOutbox } from '@/server/mail/worker';
import { apiHandler } from './apiHandler';
import { clientIp } from './clientIp';
import { idempotencyKey } from './idempotencyKey';
import { readJsonBody } from './jsonBody';
import type { LimitName } from '@/server/rateLimit/rules';

/** What a form's service may want to know about the request besides its body (e.g. an affiliate's attribution). */
export type LeadContext = { ip: string; cookies: Partial<Record<string, string>> };

type Submit = (input: unknown, locale: Locale, idempotencyKey?: string, context?: LeadContext) => Promise<Answer>;

/**
 * A form's POST route: its own size-limited JSON body, the Idempotency-Key, the service's
 * status and body, then a nudge to the outbox so the mails leave now. The route file must
 * still say `export const config = { api: { bodyParser: false } }` (Next reads it literally).
 * `limit` names the form's rate limit (config/rateLimits.js), counted before the body is read.
 */
export function leadRoute(submit: Submit, limit: LimitName) {
  return apiHandler({
    POST: async ({ req, locale, status }) => {
      const context: LeadContext = { ip: clientIp(req), cookies: req.cookies ?? {} };
      const answer = await submit(await readJsonBody(req), locale, idempotencyKey(req), context);
      status(answer.status);
      kickOutbox();
      return answer.body;
    },
  }, { limit });
}
