import type { PesapalConfig } from './config';
import { PaymentProviderError } from './errors';
import { answerError, callProvider } from './providerHttp';

// A token lasts five minutes at the provider. One per (base URL, consumer key) is kept in this
// process and shared by every client, renewed a little before it runs out; callers that ask at
// the same moment wait for the same request instead of each asking for a token.
const TOKEN_LIFETIME_MS = 5 * 60_000;
const RENEW_EARLY_MS = 30_000;

type Cached = { token: string; renewAt: number };
const tokens = new Map<string, Cached>();
const pending = new Map<string, Promise<Cached>>();

const keyOf = (config: PesapalConfig) => `${config.baseUrl}\n${config.consumerKey}`;

/** A bearer token for the provider: the cached one while it is fresh, otherwise a new one. */
export async function bearerToken(config: PesapalConfig): Promise<string> {
  const key = keyOf(config);
  const cached = tokens.get(key);
  if (cached && Date.now() < cached.renewAt) return cached.token;
  let request = pending.get(key);
  if (!request) {
    request = requestToken(config).finally(() => pending.delete(key));
    pending.set(key, request);
  }
  const fresh = await request;
  tokens.set(key, fresh);
  return fresh.token;
}

/** Drops a token the provider refused (revoked or expired early), unless another already replaced it. */
export function forgetToken(config: PesapalConfig, token: string): void {
  const key = keyOf(config);
  if (tokens.get(key)?.token === token) tokens.delete(key);
}

async function requestToken(config: PesapalConfig): Promise<Cached> {
  const askedAt = Date.now();
  const { body } = await callProvider(`${config.baseUrl}/api/Auth/RequestToken`, {
    method: 'POST',
    body: { consumer_key: config.consumerKey, consumer_secret: config.consumerSecret },
    timeoutMs: config.timeoutMs,
  });
  if (typeof body.token !== 'string' || !body.token) {
    throw new PaymentProviderError('unauthorized', answerError(body) || `no token (status ${String(body.status)})`);
  }
  return { token: body.token, renewAt: renewTime(askedAt, body.expiryDate) };
}

/**
 * When to ask again. The provider's expiry is trusted only within five minutes of our own
 * clock (its format or clock may differ from ours); a 401 before then is handled by the caller.
 */
function renewTime(askedAt: number, expiryDate: unknown): number {
  const latest = askedAt + TOKEN_LIFETIME_MS;
  const stated = typeof expiryDate === 'string' ? Date.parse(expiryDate) : NaN;
  const expiresAt = Number.isFinite(stated) && stated > askedAt ? Math.min(stated, latest) : latest;
  const lifetime = expiresAt - askedAt;
  return expiresAt - Math.min(RENEW_EARLY_MS, lifetime / 2);
}
