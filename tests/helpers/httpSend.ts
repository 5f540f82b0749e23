import http from 'node:http';

/**
 * `fresh`: a connection of its own, never one kept alive from an earlier request. `from`: the
 * loopback address to speak from (127.x.y.z), a visitor of its own for per-IP limits (implies fresh).
 */
export type RequestOptions = { method?: string; host?: string; headers?: Record<string, string>; body?: string | Buffer; fresh?: boolean; from?: string };
export type TestResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; bytes: Buffer; json: () => any };

/** node:http rather than fetch: fetch will not send a Host header of our choosing. Exported for servers in other processes. */
export function send(port: number, path: string, { method = 'GET', host = 'localhost:3000', headers = {}, body, fresh = false, from }: RequestOptions) {
  return new Promise<TestResponse>((resolve, reject) => {
    const own = fresh || from ? { agent: false, ...(from ? { localAddress: from } : {}) } : {};
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers }, ...own }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, bytes, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
