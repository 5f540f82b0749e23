import fs from 'node:fs';
import path from 'node:path';

/**
 * A seed's words for one language: `<dir>/<locale>/<name>.json`, or undefined when that file is
 * not written yet (no translation rows are stored; readers fall back to English and say so).
 */
export function readLocaleJson<T>(dir: string, locale: string, name: string): T | undefined {
  const file = path.join(dir, locale, `${name}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}
