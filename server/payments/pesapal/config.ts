/** Where the provider is and who we are to it. Secrets stay on the server: never send this to a page. */
export type PesapalConfig = {
  /** e.g. https://pay.pesapal.com/v3, or the stand-in's http://127.0.0.1:3900/pesapalv3 (no trailing slash). */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** How long one call to the provider may take before the traveller is told to try again later. */
  timeoutMs: number;
};

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The provider's settings from the environment, or null in test mode (key or secret missing):
 * the site then offers bank transfer only. PESAPAL_TIMEOUT_MS is optional.
 */
export function pesapalConfig(env: Record<string, string | undefined> = process.env): PesapalConfig | null {
  const consumerKey = env.PESAPAL_CONSUMER_KEY?.trim();
  const consumerSecret = env.PESAPAL_CONSUMER_SECRET?.trim();
  const baseUrl = env.PESAPAL_BASE_URL?.trim();
  if (!consumerKey || !consumerSecret) return null;
  if (!baseUrl) throw new Error('PESAPAL_BASE_URL must be set when the Pesapal consumer key and secret are');
  const timeout = Number(env.PESAPAL_TIMEOUT_MS);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    consumerKey,
    consumerSecret,
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}
