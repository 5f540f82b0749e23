import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { send, type RequestOptions } from './httpSend';

export { databaseEnv } from './databaseEnv';


// Generous login limits: every request of a test comes from 127.0.0.1.
const LIMITS = { AUTH_ADMINLOGIN_PER_IP: '1000', AUTH_ADMINLOGIN_PER_ACCOUNT: '1000', AUTH_ADMINLOGIN_PER_ACCOUNT_IP: '1000' };

export type SiteChild = {
  pid: number;
  url: string;
  request: (path: string, options?: RequestOptions) => ReturnType<typeof send>;
  /** What the process printed (its logs), for a failing test's message. */
  output: () => string;
  /** Ends it at once, as a crash or an OOM kill would: no handler runs, nothing is flushed. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts tests/helpers/siteProcess.ts in a process of its own and waits until it answers. */
export async function startSiteChild(env: Record<string, string>): Promise<SiteChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'siteProcess.ts')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, ...LIMITS, OUTBOX_WORKER: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (c) => (log += c));
  child.stderr!.on('data', (c) => (log += c));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`site child did not start in 60 s:\n${log}`)), 60_000);
    child.stdout!.on('data', () => {
      const m = /listening (http:\/\/\S+)/.exec(log);
      if (m) (clearTimeout(timer), resolve(m[1]));
    });
    child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`site child exited (${code}) before listening:\n${log}`))));
  });
  const port = Number(new URL(url).port);
  const ended = (p: ChildProcess) => new Promise<void>((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve() : p.once('exit', () => resolve())));
  return {
    pid: child.pid!,
    url,
    request: (p, options = {}) => send(port, p, options),
    output: () => log,
    kill: async () => {
      child.kill('SIGKILL');
      await ended(child);
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await ended(child);
    },
  };
}
