import type { IncomingMessage } from 'node:http';

/**
 * A request's bytes, up to `limit`: past it, `tooLarge()` is thrown. Not `for await` nor
 * req.destroy(): both tear down the socket, and the 413 would never reach the client. Past the
 * limit the rest is read and dropped, as Node does with any unread body.
 */
export async function readRawBody(req: IncomingMessage, limit: number, tooLarge: () => Error): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) throw tooLarge();
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return reject(tooLarge());
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
