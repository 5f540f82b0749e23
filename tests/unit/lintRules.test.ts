import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's lint rule: application code reaches Next, React and zod through their public
// modules only. A private import fails `npm test` (the test command lints first).
const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });
const errorsIn = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);

describe('the lint rule against framework internals', () => {
  it('refuses next/dist, React and zod internals and the react-dom alias in application code', async () => {
    for (const code of [
      "import { getPageFiles } from 'next/dist/server/get-page-files';\nexport const x = getPageFiles;\n",
      "import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';\nexport const x = RouterContext;\n",
      "import client from 'react-dom-client-original';\nexport const x = client;\n",
      "import { globalConfig } from 'zod/v4/core/core';\nexport const x = globalConfig;\n",
      "import { PHASE_PRODUCTION_BUILD } from 'next/dist/shared/lib/constants';\nexport const x = PHASE_PRODUCTION_BUILD;\n",
    ]) {
      expect(await errorsIn('lib/anything.ts', code), code).toContain('no-restricted-imports');
    }
  }, 60_000);

  it('lets public modules through, and tests keep their own helpers', async () => {
    for (const module of ['next/router', 'next/head', 'next/script', 'next/dynamic', 'next/font/local', 'next/constants']) {
      expect(await errorsIn('lib/anything.ts', `import * as m from '${module}';\nexport const x = m;\n`), module).toEqual([]);
    }
    expect(await errorsIn('tests/unit/anything.test.ts', "import { getPageFiles } from 'next/dist/server/get-page-files';\nexport const x = getPageFiles;\n")).toEqual([]);
  }, 60_000);
});
