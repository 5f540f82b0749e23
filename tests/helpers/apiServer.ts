import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// Private on purpose: Next has no public module that runs a pages/api route outside its own server
// (body parsing, size limits, res.json, draft mode); third-party helpers import this same function.
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';
import { send, type RequestOptions } from './httpSend';

/** Draft Mode's keys, as `next build` makes them for a site (pages/api/preview.ts turns it on). */
const PREVIEW_PROPS = { previewModeId: randomBytes(16).toString('hex'), previewModeEncryptionKey: randomBytes(32).toString('hex'), previewModeSigningKey: randomBytes(32).toString('hex') };

export { send, type RequestOptions, type TestResponse } from './httpSend';

type RouteModule = { default: unknown; config?: unknown };
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;
/** `port`: a fixed one (else any free). */
export type ServeOptions = { port?: number };

/**
 * Serves pages/api route modules over real HTTP on loopback through Next's own API resolver
 * (body parsing, size limits, res.json), so tests see exactly what a browser would.
 * Routes use the file-system syntax: '/api/getMetaInfos/[id]', '/api/[...path]'.
 */
export async function serveApi(routes: Record<string, RouteModule>, { port: fixedPort = 0 }: ServeOptions = {}) {
  const table = Object.entries(routes).map(([pattern, mod]) => ({ match: compile(pattern), mod }));
  const dispatch: Handler = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    for (const { match, mod } of table) {
      const params = match(url.pathname);
      if (!params) continue;
      const query = { ...nextQuery(url.searchParams), ...params };
      void apiResolver(req as any, res as any, query, mod, PREVIEW_PROPS as any, false);
      return;
    }
    res.statusCode = 404;
    res.end('no such test route');
  };
  const server = http.createServer(dispatch);
  await new Promise<void>((resolve) => server.listen(fixedPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    request: (path: string, options: RequestOptions = {}) => send(port, path, options),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function compile(pattern: string): (path: string) => Record<string, string | string[]> | null {
  const names: { name: string; rest: boolean }[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      const rest = /^\[\.\.\.(\w+)\]$/.exec(part);
      if (rest) return names.push({ name: rest[1], rest: true }), '(.+)';
      const one = /^\[(\w+)\]$/.exec(part);
      if (one) return names.push({ name: one[1], rest: false }), '([^/]+)';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const re = new RegExp(`^${source}$`);
  return (path) => {
    const m = re.exec(path);
    if (!m) return null;
    return Object.fromEntries(
      names.map((n, i) => {
        const raw = m[i + 1];
        return [n.name, n.rest ? raw.split('/').map(decodeURIComponent) : decodeURIComponent(raw)];
      }),
    );
  };
}

/** Query parameters as Next hands them to routes: a repeated key becomes an array. */
function nextQuery(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    query[key] = all.length > 1 ? all : all[0];
  }
  return query;
}
