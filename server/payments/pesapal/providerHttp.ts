import { PaymentProviderError } from './errors';

export type ProviderAnswer = { httpStatus: number; body: Record<string, unknown> };

type Call = { method: 'GET' | 'POST'; body?: unknown; token?: string; timeoutMs: number };

/**
 * One JSON call to the provider. Network failures, timeouts, 5xx and answers that are not a
 * JSON object become a PaymentProviderError; any other answer (401 included) is returned for
 * the caller to read, since the provider also reports errors inside 200 answers.
 */
export async function callProvider(url: string, call: Call): Promise<ProviderAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (call.body !== undefined) headers['Content-Type'] = 'application/json';
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
      redirect: 'error',
    });
    text = await res.text();
  } catch (err) {
    const name = (err as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new PaymentProviderError('timeout', `${call.method} ${pathOf(url)}`);
    throw new PaymentProviderError('unreachable', `${call.method} ${pathOf(url)}: ${causeOf(err)}`);
  }
  if (res.status >= 500) throw new PaymentProviderError('unavailable', `${call.method} ${pathOf(url)} answered ${res.status}`);
  const body = parseObject(text);
  if (!body) throw new PaymentProviderError('bad_answer', `${call.method} ${pathOf(url)} answered ${res.status} without a JSON object`);
  return { httpStatus: res.status, body };
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The path only: query strings carry tracking ids, which have no place in a log line. */
const pathOf = (url: string) => new URL(url).pathname;

const causeOf = (err: unknown) => {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err as Error)?.message ?? 'fetch failed';
};

/**
 * The error the provider put in an answer, as "code: message", or '' when there is none. The
 * provider sends `error` objects whose fields are all null on success: those are not errors.
 */
export function answerError(body: Record<string, unknown>): string {
  const error = body.error;
  if (!error || typeof error !== 'object') return typeof error === 'string' ? error : '';
  const { code, message, error_type: type } = error as Record<string, unknown>;
  return [code ?? type, message].filter((part) => typeof part === 'string' && part).join(': ');
}

/** The provider reports an expired or unknown token with HTTP 401 or `status: "401"` in the body. */
export const isUnauthorized = (answer: ProviderAnswer) => answer.httpStatus === 401 || String(answer.body.status) === '401';
