import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closedPort } from './closedPort';

/**
 * A redis-server of a test's own (Debian's, installed by scripts/start-test-redis.sh), with an
 * append-only file, so that a test can stop it and start it again holding what it held: Redis
 * away and back, as on a restart. Stopped by its PID.
 */
export type OwnRedis = { url: string; stop: () => Promise<void>; start: () => Promise<void>; remove: () => Promise<void> };

export async function ownRedis(): Promise<OwnRedis> {
  const port = await closedPort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'own-redis-'));
  let server: ChildProcess | undefined;
  const ping = () =>
    new Promise<boolean>((resolve) => {
      const p = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      p.stdout.on('data', (c) => (out += c));
      p.on('close', () => resolve(out.trim() === 'PONG'));
    });
  const start = async () => {
    server = spawn('redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], { stdio: 'ignore' });
    for (let i = 0; i < 50 && !(await ping()); i++) await new Promise((r) => setTimeout(r, 100));
  };
  const stop = async () => {
    const s = server;
    if (!s || s.exitCode !== null) return;
    const ended = new Promise((r) => s.once('exit', r));
    process.kill(s.pid!, 'SIGTERM');
    await ended;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, remove: async () => (await stop(), fs.rmSync(dir, { recursive: true, force: true })) };
}
