import type { Translate } from '@/lib/validation/fieldMessages';

/**
 * Why a form could not be sent: answers to correct, a real failure (server, network), or the
 * form refused to send because the browser is offline (`offline`), or the server asks to wait
 * (`wait`: a 429, whose message says how long), or the server understood and said no (`refused`:
 * a wrong password, an address already taken, a link that ran out), which its message explains.
 */
export type FormError = { invalid: boolean; message: string; offline?: boolean; wait?: boolean; refused?: boolean };

/** Answers that are a "no" with its reason, not a fault: 401, 403, 404, 409, 410, 422. */
const REFUSALS = new Set([401, 403, 404, 409, 410, 422]);

export type ApiFailure = { response?: { status?: number; data?: { error?: { message?: string; fields?: Record<string, string> } } } };

/**
 * What a failed send tells the person, from the API's JSON error (or its absence, when the
 * network failed): the per-field messages, and the alert. A 400 naming fields is something to
 * correct, not "something went wrong".
 */
export function readFailure(err: unknown, t: Translate): { fields: Record<string, string>; error: FormError } {
  const answer = (err as ApiFailure).response;
  const fields = answer?.data?.error?.fields ?? {};
  const invalid = answer?.status === 400 && Object.keys(fields).length > 0;
  const wait = answer?.status === 429 ? { wait: true } : {};
  const message = answer?.data?.error?.message;
  const refused = !invalid && message && answer?.status && REFUSALS.has(answer.status) ? { refused: true } : {};
  return { fields, error: { invalid, message: message ?? t('leads.submit.offline'), ...wait, ...refused } };
}

/**
 * A failed call as a thunk can reject with it: the status and JSON answer only (an axios error
 * itself is not serialisable, and Redux would keep nothing of its response). Empty for a network failure.
 */
export function serializableFailure(err: unknown): ApiFailure {
  const answer = (err as ApiFailure).response;
  return answer ? { response: { status: answer.status, data: answer.data } } : {};
}
