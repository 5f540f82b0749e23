import type { NextApiRequest } from 'next';
import { AppError } from './errors';
import { readRawBody } from './rawBody';

export type MultipartForm = { fields: Record<string, string>; files: Record<string, Buffer> };

/**
 * For routes with `config = { api: { bodyParser: false } }`: a multipart/form-data body up to
 * `limit` bytes (413 above, answered by `tooLarge`), parsed by Node's own Web `Request.formData()`.
 * Text parts become fields, file parts their bytes (their names and declared types are ignored).
 */
export async function readMultipartBody(req: NextApiRequest, limit: number, tooLarge: () => AppError): Promise<MultipartForm> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) throw new AppError(415, 'unsupported_media_type', 'api.unsupportedMediaTypeMultipart');
  const raw = await readRawBody(req, limit, tooLarge);
  let form: FormData;
  try {
    form = await new Request('http://local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(raw) }).formData();
  } catch {
    throw new AppError(400, 'invalid_form', 'api.invalidForm');
  }
  // No prototype: a part named "__proto__" or "constructor" is just an unknown field.
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, Buffer> = Object.create(null);
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (value.size > 0) files[name] = Buffer.from(await value.arrayBuffer());
  }
  return { fields, files };
}
