// @ts-check
// Debian's nginx with the production site of deploy/nginx/, rendered by its own script, under a
// temporary prefix: for tests/e2e/nginx.spec.ts and the bench (bench/wrk.mjs).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
/** The six hosts of the local domains, as in tests/e2e/e2eEnv.cjs. */
const HOSTS = ['localhost', 'de.localhost', 'fr.localhost', 'es.localhost', 'it.localhost', 'pt.localhost'];

/**
 * A self-signed certificate naming every local domain (Node takes no `*.localhost` wildcard).
 * @param {string} dir
 */
function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const names = HOSTS.map((h) => `DNS:${h}`).join(',');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', `subjectAltName=${names}`, '-keyout', key, '-out', cert], { stdio: 'pipe' });
  return { cert, key };
}

/**
 * deploy/nginx/render.sh's output for these values (a vars file, as an operator writes one).
 * @param {string} dir
 * @param {Record<string, string>} vars
 */
function renderSite(dir, vars) {
  const file = path.join(dir, 'site.vars');
  fs.writeFileSync(file, Object.entries(vars).map(([k, v]) => `${k}='${v}'\n`).join(''));
  return execFileSync('sh', ['deploy/nginx/render.sh', file], { encoding: 'utf8' });
}

/** The domains' variables of the vars file. */
const testDomains = () => Object.fromEntries(['EN', 'DE', 'FR', 'ES', 'IT', 'PT'].map((l, i) => [`TWIGA_DOMAIN_${l}`, HOSTS[i]]));

/**
 * deploy/nginx/'s site for the local domains, written to `dir`/site.conf: a self-signed
 * certificate and a cache folder in `dir`, and `vars` (ports, instances…) on top.
 * @param {string} dir
 * @param {Record<string, string>} vars
 */
export function writeLocalSite(dir, vars) {
  const { cert, key } = selfSignedCertificate(dir);
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true });
  const text = renderSite(dir, { ...testDomains(), TWIGA_TLS_CERTIFICATE: cert, TWIGA_TLS_CERTIFICATE_KEY: key, TWIGA_CACHE_DIR: path.join(dir, 'cache'), ...vars });
  const siteConf = path.join(dir, 'site.conf');
  fs.writeFileSync(siteConf, text);
  return { cert, key, siteConf, text };
}

/**
 * A main nginx.conf of our own: everything nginx writes stays in `dir`. `user root` only when run
 * as root, so the workers can write the cache there (ignored otherwise).
 * @param {string} dir
 * @param {string} siteConf the rendered site, included inside http {}
 * @param {{ workers?: number | 'auto', accessLog?: boolean, extra?: string }} [options] `extra`: more http-level configuration
 */
export function writeMainConf(dir, siteConf, { workers = 1, accessLog = true, extra = '' } = {}) {
  const file = path.join(dir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${path.join(dir, `${k}_temp`)};`).join('\n');
  fs.writeFileSync(
    file,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${accessLog ? path.join(dir, 'access.log') : 'off'};
${temp}
  include ${siteConf};
${extra}
}
`,
  );
  return file;
}

/**
 * nginx in the foreground (daemon off), so that its PID is the one we stop.
 * @param {string} dir
 * @param {string} mainConf
 */
export function startNginx(dir, mainConf) {
  return spawn(NGINX, ['-p', `${dir}/`, '-e', path.join(dir, 'error.log'), '-c', mainConf, '-g', 'daemon off;'], { stdio: 'ignore' });
}
