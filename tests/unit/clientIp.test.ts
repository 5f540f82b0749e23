import net from 'node:net';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { clientIp } from '@/server/http/clientIp';
import { ipKey } from '@/server/rateLimit/ipKey';

/** A request as Node hands it over: from `socket`, with these headers. */
function request(socket: string, forwarded?: string) {
  const sock = new net.Socket();
  Object.defineProperty(sock, 'remoteAddress', { value: socket });
  const req = new http.IncomingMessage(sock);
  if (forwarded !== undefined) req.headers['x-forwarded-for'] = forwarded;
  return req;
}

describe('the address a per-IP limit counts', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it('is the socket\'s without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    expect(clientIp(request('192.0.2.10', '198.51.100.1'))).toBe('192.0.2.10');
    process.env.TRUST_PROXY = 'true'; // not a number of proxies: still not trusted
    expect(clientIp(request('192.0.2.10', '198.51.100.1'))).toBe('192.0.2.10');
  });

  it('behind n proxies, is the n-th from the right: what a client writes itself is never read', () => {
    process.env.TRUST_PROXY = '1';
    expect(clientIp(request('10.0.0.2', '203.0.113.5'))).toBe('203.0.113.5');
    expect(clientIp(request('10.0.0.2', '1.1.1.1, 2.2.2.2, 203.0.113.5'))).toBe('203.0.113.5');
    // The proxy was skipped (no header): the socket is all there is.
    expect(clientIp(request('203.0.113.9'))).toBe('203.0.113.9');
    process.env.TRUST_PROXY = '2';
    expect(clientIp(request('10.0.0.3', '1.1.1.1, 203.0.113.5, 10.0.0.2'))).toBe('203.0.113.5');
  });

  it('counts an IPv6 visitor by their /64, and an IPv4-mapped address as the IPv4 one', () => {
    expect(ipKey('2001:db8:1:2:aaaa::1')).toBe(ipKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc'));
    expect(ipKey('2001:db8:1:2::1')).not.toBe(ipKey('2001:db8:1:3::1'));
    expect(ipKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(ipKey('192.0.2.7')).toBe('192.0.2.7');
    expect(ipKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
