import { MIN_FILL_MS } from '@/lib/leads/options';
import * as formTokenRoute from '@/pages/api/form-token';

type Api = { request: (path: string, options?: { host?: string }) => Promise<{ status: number; text: string; json: () => any }> };

/** The route that hands forms their token: served beside a test's own routes (useSeededApi adds it). */
export const FORM_TOKEN_ROUTE = { '/api/form-token': formTokenRoute };

/** A token straight from GET /api/form-token, as a page gets it when a form appears (not yet old enough to send). */
export async function freshFormToken(api: Api): Promise<string> {
  const res = await api.request('/api/form-token');
  if (res.status !== 200) throw new Error(`GET /api/form-token answered ${res.status}: ${res.text}`);
  return res.json().token as string;
}

const ready = new WeakMap<Api, Promise<string>>();

/**
 * A token the server accepts: fetched once per test server and kept until it has waited out the
 * anti-bot minimum, as a person filling the form would. A token works for its whole life, so
 * every form a test sends can carry the same one.
 */
export function formToken(api: Api): Promise<string> {
  let token = ready.get(api);
  if (!token) {
    token = freshFormToken(api).then(async (value) => {
      await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 50));
      return value;
    });
    ready.set(api, token);
  }
  return token;
}

/** A form's answers with that token added (answers that name their own `formToken` keep it). */
export const withFormToken = async (api: Api, answers: Record<string, unknown>) => ({ formToken: await formToken(api), ...answers });
