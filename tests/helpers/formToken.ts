import * as formTokenRoute from '@/pages/api/form-token';
import { getDb } from '@/server/db/connection';
import { agedFormToken } from './validBodies';

type Api = { request: (path: string, options?: { host?: string }) => Promise<{ status: number; text: string; json: () => any }> };

/** The route that hands forms their token: served beside a test's own routes (useSeededApi adds it). */
export const FORM_TOKEN_ROUTE = { '/api/form-token': formTokenRoute };

/** A token straight from GET /api/form-token, as a page gets it when a form appears (not yet old enough to send). */
export async function freshFormToken(api: Api): Promise<string> {
  const res = await api.request('/api/form-token');
  if (res.status !== 200) throw new Error(`GET /api/form-token answered ${res.status}: ${res.text}`);
  return res.json().token as string;
}

/**
 * A new token the server accepts at once, for one form: signed with the secret of the database
 * the seeded API serves (useSeededApi makes it the site's), dated as if the form had been open a
 * while. A token sends one form, so each form a test sends needs its own. The token route itself
 * (and waiting out the minimum) is tested with freshFormToken.
 */
export function formToken(_api: Api): Promise<string> {
  return agedFormToken(getDb());
}


/** A form's answers with that token added (answers that name their own `formToken` keep it). */
export const withFormToken = async (api: Api, answers: Record<string, unknown>) => ({ formToken: await formToken(api), ...answers });
