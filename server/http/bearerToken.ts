import type { IncomingMessage } from 'node:http';

/** The token of an `Authorization: Bearer <token>` header; undefined when there is none or it is malformed. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const match = /^Bearer[ ]+([A-Za-z0-9_-]{20,200})\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}
