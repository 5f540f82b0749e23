import type { IncomingMessage } from 'node:http';
import { trustedProxies } from '@/config/https';

/**
 * The caller's address, for per-IP limits. Without TRUST_PROXY it is the socket's address:
 * X-Forwarded-For is anyone's to write. TRUST_PROXY=n (1 for one reverse proxy) says n proxies
 * of ours stand in front and each appends the address it saw: the caller is then the n-th
 * address from the right of X-Forwarded-For (with the socket's address last), and whatever a
 * client put on the left itself is never read, so it cannot pick a fresh address per request.
 */
export function clientIp(req: IncomingMessage): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  const hops = trustedProxies();
  if (!hops) return socket;
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}
