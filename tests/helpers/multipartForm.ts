/** A multipart/form-data body as a browser's FormData sends it: text fields, and a file under `fileField`. */
export async function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }, fileField = 'avatar') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = new Response(form);
  return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}
