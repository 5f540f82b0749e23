import type { Locale } from '@/lib/i18n/config';
import type { Answer } from '@/server/leads/idempotency';
import { kickOutbox } from '@/server/mail/worker';
import { apiHandler } from './apiHandler';
import { idempotencyKey } from './idempotencyKey';
import { readJsonBody } from './jsonBody';

type Submit = (input: unknown, locale: Locale, idempotencyKey?: string) => Promise<Answer>;

/**
 * A form's POST route: its own size-limited JSON body, the Idempotency-Key, the service's
 * status and body, then a nudge to the outbox so the mails leave now. The route file must
 * still say `export const config = { api: { bodyParser: false } }` (Next reads it literally).
 */
export function leadRoute(submit: Submit) {
  return apiHandler({
    POST: async ({ req, locale, status }) => {
      const answer = await submit(await readJsonBody(req), locale, idempotencyKey(req));
      status(answer.status);
      kickOutbox();
      return answer.body;
    },
  });
}
