// A copy of what Next writes to a response: status, headers and the body bytes as they go out on the
// wire (already compressed: Next's compression wraps these same methods after us).

/**
 * Node's own framing headers, and HSTS (front/serve.mjs sets it per request, from how that one
 * arrived): written fresh for every answer, never stored.
 */
const FRAMING = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'x-cache', 'strict-transport-security']);

/**
 * Tees `res` and calls `done` once: with { status, headers, body } when the answer was sent whole,
 * or with null when it was cut off, grew past `maxBytes`, or its headers cannot be read back.
 */
export function captureResponse(res, maxBytes, done) {
  const chunks = [];
  let size = 0;
  let usable = true;
  const { write, end, writeHead } = res;

  const keep = (chunk, encoding) => {
    if (!usable || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    size += buf.length;
    if (size > maxBytes) {
      usable = false;
      chunks.length = 0;
    } else chunks.push(buf);
  };
  // Headers given to writeHead itself are not kept by Node where getHeaders() can see them: set them first.
  res.writeHead = function (status, reason, headers) {
    if (typeof reason !== 'string') [reason, headers] = [undefined, reason];
    if (Array.isArray(headers)) {
      if (headers.length && !Array.isArray(headers[0])) usable = false; // the flat raw form: not read back here
      else for (const [name, value] of headers) this.setHeader(name, value);
    } else if (headers) for (const name of Object.keys(headers)) this.setHeader(name, headers[name]);
    return reason === undefined ? writeHead.call(this, status) : writeHead.call(this, status, reason);
  };
  res.write = function (chunk, encoding, cb) {
    keep(chunk, encoding);
    return write.call(this, chunk, encoding, cb);
  };
  res.end = function (chunk, encoding, cb) {
    keep(chunk, encoding);
    return end.call(this, chunk, encoding, cb);
  };
  res.once('finish', () => {
    if (!usable) return done(null);
    const headers = {};
    for (const [name, value] of Object.entries(res.getHeaders())) if (!FRAMING.has(name)) headers[name] = value;
    done({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
  });
  res.once('close', () => {
    if (!res.writableFinished) done(null);
  });
}
