import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';

// Debian's nginx with the production site of deploy/nginx/, rendered by its own script with
// test values, under a temporary prefix: for tests/e2e/nginx.spec.ts.

export const NGINX = '/usr/sbin/nginx';
/** The six hosts of the test domains, as in e2eEnv.cjs. */
export const HOSTS = ['localhost', 'de.localhost', 'fr.localhost', 'es.localhost', 'it.localhost', 'pt.localhost'];

/** A self-signed certificate naming every test domain (Node takes no `*.localhost` wildcard). */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const names = HOSTS.map((h) => `DNS:${h}`).join(',');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', `subjectAltName=${names}`, '-keyout', key, '-out', cert], { stdio: 'pipe' });
  return { cert, key };
}

/** deploy/nginx/render.sh's output for these values (a vars file, as an operator writes one). */
export function renderSite(dir: string, vars: Record<string, string>): string {
  const file = path.join(dir, 'site.vars');
  fs.writeFileSync(file, Object.entries(vars).map(([k, v]) => `${k}='${v}'\n`).join(''));
  return execFileSync('sh', ['deploy/nginx/render.sh', file], { encoding: 'utf8' });
}

/** The domains' variables of the vars file. */
export const testDomains = () => Object.fromEntries(['EN', 'DE', 'FR', 'ES', 'IT', 'PT'].map((l, i) => [`TWIGA_DOMAIN_${l}`, HOSTS[i]!]));

/**
 * A main nginx.conf of the test's own: everything nginx writes stays in `dir`. `user root` only
 * when run as root, so the workers can write the cache there (ignored otherwise).
 */
export function writeMainConf(dir: string, siteConf: string): string {
  const file = path.join(dir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${path.join(dir, `${k}_temp`)};`).join('\n');
  fs.writeFileSync(
    file,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${path.join(dir, 'access.log')};
${temp}
  include ${siteConf};
}
`,
  );
  return file;
}

/** nginx in the foreground (daemon off), so that its PID is the one we stop. */
export function startNginx(dir: string, mainConf: string): ChildProcess {
  return spawn(NGINX, ['-p', `${dir}/`, '-e', path.join(dir, 'error.log'), '-c', mainConf, '-g', 'daemon off;'], { stdio: 'ignore' });
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };
export type Call = { port: number; host: string; path?: string; headers?: Record<string, string>; from?: string };

/**
 * One request to nginx on loopback, on a fresh connection: the language's Host (Node cannot
 * resolve *.localhost), from a chosen loopback address (`from`: a visitor of its own), over
 * https checked against the test certificate (`ca`) unless `ca` is undefined (plain http).
 */
export function call({ port, host, path: url = '/', headers = {}, from }: Call, ca?: string): Promise<Answer> {
  const options = { host: '127.0.0.1', port, path: url, localAddress: from, agent: false as const, headers: { host: `${host}:${port}`, ...headers } };
  return new Promise((resolve, reject) => {
    const done = (res: http.IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
      });
    };
    const req = ca ? https.get({ ...options, ca, servername: host }, done) : http.get(options, done);
    req.on('error', reject);
  });
}
