import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// Next's own body parser answers broken JSON ("Invalid JSON") and a body over 1 MB in plain
// English text, before the route runs. No route reads req.body (each reads its own body through
// readJsonBody or readMultipartBody), so every route that takes a change turns the parser off
// and a bad body gets the API's error shape in the visitor's language instead.

const API = path.resolve(__dirname, '../../pages/api');

const routeFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? routeFiles(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []));

it('every API route taking POST, PUT, PATCH or DELETE turns off Next body parser, and none reads req.body', () => {
  const files = routeFiles(API);
  const writes = files.filter((f) => /\b(POST|PUT|PATCH|DELETE)\s*:|leadRoute\(/.test(fs.readFileSync(f, 'utf8')));
  expect(writes.length).toBeGreaterThan(20);
  const parsed = writes.filter((f) => !/export const config = \{ api: \{ bodyParser: false \} \};/.test(fs.readFileSync(f, 'utf8')));
  expect(parsed.map((f) => path.relative(API, f))).toEqual([]);
  expect(files.filter((f) => /\breq\.body\b/.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(API, f))).toEqual([]);
});
