import http from 'node:http';
import https from 'node:https';

// Requests to the local nginx of scripts/localNginx.mjs (deploy/nginx/'s site): for tests/e2e/nginx.spec.ts.

export { NGINX, startNginx, writeLocalSite, writeMainConf } from '../../scripts/localNginx.mjs';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };
export type Call = { port: number; host: string; path?: string; headers?: Record<string, string>; from?: string };

/**
 * One request to nginx on loopback, on a fresh connection: the language's Host (Node cannot
 * resolve *.localhost), from a chosen loopback address (`from`: a visitor of its own), over
 * https checked against the test certificate (`ca`) unless `ca` is undefined (plain http).
 */
export function call({ port, host, path: url = '/', headers = {}, from }: Call, ca?: string): Promise<Answer> {
  const options = { host: '127.0.0.1', port, path: url, localAddress: from, agent: false as const, headers: { host: `${host}:${port}`, ...headers } };
  return new Promise((resolve, reject) => {
    const done = (res: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
    };
    const req = ca ? https.get({ ...options, ca, servername: host }, done) : http.get(options, done);
    req.on('error', reject);
  });
}
