import { isIPv6 } from 'node:net';

/**
 * The key a per-IP limit counts under. An IPv6 visitor usually holds a whole /64 (2^64
 * addresses), so counting single addresses would give them a fresh limit per request: the /64
 * is one visitor. An IPv4 address written as IPv6 (::ffff:1.2.3.4) is the IPv4 address.
 */
export function ipKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, "::" filled in, without leading zeros (a zone id dropped). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]!.toLowerCase().split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap(dottedAsGroups) : []);
  const left = groups(head);
  const right = groups(tail ?? '');
  const all = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return all.map((g) => parseInt(g, 16).toString(16));
}

/** An embedded IPv4 address (::ffff:…, 64:ff9b::…) is the last two groups. */
function dottedAsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a, b, c, d] = group.split('.').map(Number);
  return [((a! << 8) | b!).toString(16), ((c! << 8) | d!).toString(16)];
}
