import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// No secret in the repository: configuration lives in the environment (.env.example lists it),
// and a .env made from it can never be committed by accident.

const ROOT = path.resolve(__dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
const text = (file: string) => {
  const full = path.join(ROOT, file);
  return fs.existsSync(full) && fs.statSync(full).size < 2_000_000 ? fs.readFileSync(full, 'latin1') : '';
};

/** Passwords that are visibly placeholders or throwaway test values. */
const PLACEHOLDER = /^(change-me|password|pass|hunter2|safari_test|\$PASSWORD|e2e-[\w-]+)$/;

describe('secrets in the repository', () => {
  it('no .env file is tracked (only .env.example), and git ignores one', () => {
    expect(tracked.filter((f) => /(^|\/)\.env($|\.)/.test(f) && !f.endsWith('.env.example'))).toEqual([]);
    const ignored = execFileSync('git', ['check-ignore', '--no-index', '.env', '.env.production', '.env.example'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
    expect(ignored).toEqual(['.env', '.env.production']);
  });

  it('no private key and no real password inside a URL in any tracked file', () => {
    const found: string[] = [];
    for (const file of tracked) {
      const content = text(file);
      if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(content)) found.push(`${file}: a private key`);
      for (const m of content.matchAll(/\b[a-z][a-z0-9+]*:\/\/[^\s/:@'"`]*:([^\s/@'"`]+)@/g)) {
        if (!PLACEHOLDER.test(m[1])) found.push(`${file}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
