import http from 'node:http';
import { PORT } from './e2eEnv.cjs';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One request straight to the e2e server on loopback, with exactly these headers: a Host of any
 * language domain (Node cannot resolve *.localhost as Chromium does), a forged one, no cookie jar.
 */
export function rawRequest(pathname: string, { host, method = 'GET', headers = {}, body }: { host: string; method?: string; headers?: Record<string, string>; body?: unknown }): Promise<RawAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const sent = { host, ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: PORT, path: pathname, method, headers: sent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The Host header of a language's e2e domain. */
export const hostOf = (origin: string) => new URL(origin).host;
