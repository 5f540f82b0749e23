import http from 'node:http';

/** `fresh`: a connection of its own, never one kept alive from an earlier request. */
export type RequestOptions = { method?: string; host?: string; headers?: Record<string, string>; body?: string | Buffer; fresh?: boolean };
export type TestResponse = { status: number; headers: http.IncomingHttpHeaders; text: string; bytes: Buffer; json: () => any };

/** node:http rather than fetch: fetch will not send a Host header of our choosing. Exported for servers in other processes. */
export function send(port: number, path: string, { method = 'GET', host = 'localhost:3000', headers = {}, body, fresh = false }: RequestOptions) {
  return new Promise<TestResponse>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers: { host, ...headers }, ...(fresh ? { agent: false } : {}) }, (res) => {
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
