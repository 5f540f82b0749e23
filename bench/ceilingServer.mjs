// The ceiling of the throughput bench: a bare node:http server that sends one recorded answer
// (status, headers and body bytes exactly as the site sent them) to every request.
// Usage: node bench/ceilingServer.mjs <port> <answer.json>; prints "ready" once listening.
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const answer = JSON.parse(fs.readFileSync(file, 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const headers = { ...answer.headers, 'content-length': body.length };
const server = http.createServer((req, res) => {
  res.writeHead(answer.status, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => process.exit(0));
