import type { APIRequestContext } from '@playwright/test';
import { MIN_FILL_MS } from '../../lib/leads/options';
import { originFor } from './e2eEnv.cjs';

/**
 * For a form sent straight to the API: a token from GET /api/form-token, as the page gets it,
 * once it is older than the anti-bot minimum. A token sends one form: a new one per call.
 */
export async function formToken(request: APIRequestContext): Promise<string> {
  const res = await request.get(`${originFor('en')}/api/form-token`);
  if (!res.ok()) throw new Error(`GET /api/form-token answered ${res.status()}`);
  const { token } = (await res.json()) as { token: string };
  await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS + 100));
  return token;
}
