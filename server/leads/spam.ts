import { MIN_FILL_MS } from '@/lib/leads/options';
import { AppError } from '@/server/http/errors';

/**
 * Obvious bots: the hidden field is filled, or the form was sent faster than a person can
 * type. The answer says only that the request was not accepted, never why.
 */
export function rejectSpam(input: { website?: string; fillMs?: number }): void {
  const tooFast = input.fillMs === undefined || input.fillMs < MIN_FILL_MS;
  if ((input.website ?? '').trim() !== '' || tooFast) throw new AppError(422, 'not_accepted', 'api.notAccepted');
}
