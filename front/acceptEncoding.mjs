// Which body a client gets from Next's own compression (its bundled `compression` package): gzip whenever the
// client accepts it, else identity. Cache entries are keyed by that class, so a hit is the body the
// client would have got from Next.

const classes = new Map();

/**
 * 'gzip' or 'identity' for the Accept-Encoding header, or null when Next might choose otherwise
 * (deflate only, q-values that refuse identity…): such requests are passed to Next uncached.
 */
export function encodingClass(header) {
  if (header === undefined || header === '') return 'identity';
  let known = classes.get(header);
  if (known === undefined) {
    known = classify(header);
    // Browsers send a handful of distinct values; a client inventing new ones cannot grow this forever.
    if (classes.size > 256) classes.clear();
    classes.set(header, known);
  }
  return known;
}

function classify(header) {
  const q = new Map();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    q.set(name.trim(), weight ? Number(weight[1]) : 1);
  }
  const accepts = (name) => (q.get(name) ?? (name === 'identity' ? q.get('*') ?? 1 : q.get('*') ?? 0)) > 0;
  if (accepts('gzip')) return 'gzip';
  if (accepts('deflate')) return null;
  return accepts('identity') ? 'identity' : null;
}
