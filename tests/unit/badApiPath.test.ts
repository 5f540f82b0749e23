import { describe, expect, it } from 'vitest';
import { badApiPath } from '@/server/http/badApiPath';
import { errorBody } from '@/server/http/errorBody';
import { translate, type Messages } from '@/lib/i18n/translate';
import deJson from '@/locales/de.json';

// Issue 24, item 21: an /api/ path Next cannot read got its HTML error page; pages/_error.tsx now
// answers a broken escape with the API's JSON error (tests/e2e/errors.spec.ts sees it over HTTP).

const de = deJson as unknown as Messages;

describe('API paths Next cannot read', () => {
  it('a broken escape is a 400, a dot segment (plain or %2e) a 404, in the JSON error shape and the language asked for', () => {
    const cases: [string, number, string, string][] = [
      ['/api/tours/%E0%A4%A', 400, 'bad_request', 'api.badPath'],
      ['/api/%zz?x=1', 400, 'bad_request', 'api.badPath'],
      ['/api/%2e%2e/Privacy', 404, 'not_found', 'api.notFound'],
      ['/api/tours/%2E%2e', 404, 'not_found', 'api.notFound'],
      ['/api/./tourList', 404, 'not_found', 'api.notFound'],
    ];
    for (const [path, status, code, key] of cases) {
      const bad = badApiPath(path);
      expect(bad?.status, path).toBe(status);
      expect(errorBody(bad!, 'de'), path).toEqual({ error: { code, message: translate(de, key) } });
    }
  });

  it('leaves every other path alone: a broken escape in the query or outside /api/, a dot inside a name', () => {
    for (const path of ['/api/tourList?q=%E0%A4%A', '/api/tours/serengeti-5-days', '/trip/%E0%A4%A', '/api/tours/a..b', '/apix/%zz']) expect(badApiPath(path), path).toBeNull();
  });
});
