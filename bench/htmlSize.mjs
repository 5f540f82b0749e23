// The size of a page's HTML as the server sends it (before compression), and how much of it is
// the page's props (__NEXT_DATA__), which the browser reads twice: as HTML and as JSON.
import http from 'node:http';

function get(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`${url}: HTTP ${res.statusCode}`))));
    }).on('error', reject);
  });
}

/** `headers.host` picks the language's domain when the URL names 127.0.0.1. */
export async function htmlSize(url, { headers = {} } = {}) {
  const html = await get(url, headers);
  const data = html.match(/<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/);
  return { bytes: Buffer.byteLength(html), nextDataBytes: data ? Buffer.byteLength(data[1]) : 0 };
}
