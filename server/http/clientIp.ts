import type { IncomingMessage } from 'node:http';

/**
 * The caller's address, for per-IP limits. X-Forwarded-For is believed only when TRUST_PROXY=1
 * (behind a reverse proxy that sets it): otherwise anyone could send a new address each time.
 */
export function clientIp(req: IncomingMessage): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = req.headers['x-forwarded-for']?.toString().split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
