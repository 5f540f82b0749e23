import type { NextApiRequest } from 'next';
import { AppError } from './errors';
import { readRawBody } from './rawBody';

/** Forms send a few kilobytes; anything far bigger is a mistake or an attack. */
export const MAX_FORM_BODY_BYTES = 32 * 1024;

/**
 * For routes with `config = { api: { bodyParser: false } }` (Next's parser answers 413 in plain
 * English text). Reads a JSON body up to `limit` bytes: 413 above it, 415 for another content type or a
 * charset other than UTF-8, 400 for broken JSON — each as the API's usual localised error.
 */
export async function readJsonBody(req: NextApiRequest, limit = MAX_FORM_BODY_BYTES): Promise<unknown> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(contentType)) throw new AppError(415, 'unsupported_media_type', 'api.unsupportedMediaType');
  // JSON is UTF-8 (RFC 8259). A body declared as Latin-1 would be read wrongly and stored garbled.
  const charset = declaredCharset(contentType);
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw new AppError(415, 'unsupported_charset', 'api.unsupportedCharset');
  const raw = await readRawBody(req, limit, tooLarge);
  try {
    // fatal: bytes that are not UTF-8 are a broken body, not text with "�" in it.
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    throw new AppError(400, 'invalid_json', 'api.invalidJson');
  }
}

/** The charset parameter of a Content-Type, lower-cased and unquoted; undefined when there is none. */
function declaredCharset(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType);
  return match ? match[2].toLowerCase() : undefined;
}

const tooLarge = () => new AppError(413, 'payload_too_large', 'api.payloadTooLarge');
