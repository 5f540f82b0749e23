import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

// Next's own rules (core web vitals) and typescript-eslint's recommended ones, through Next's
// documented flat-config bridge, plus the project's rule: application code uses public APIs only.
const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

/** Framework internals: they change without notice on a patch release or a change of bundler. */
const INTERNALS = {
  patterns: [
    // Next's documented entry points only: anything else under next/ is its build output.
    {
      regex: `^next/(?!(${['app', 'document', 'head', 'router', 'link', 'image', 'script', 'dynamic', 'font/local', 'font/google', 'server', 'navigation', 'cache', 'error', 'constants'].join('|')})$)`,
      message: 'Use Next’s public modules (next/router, next/head, next/script, next/dynamic…), not its internals.',
    },
    { group: ['react-dom/cjs/*', 'react/cjs/*', 'zod/v4/core/*'], message: 'No React or zod internals in application code.' },
  ],
  paths: [{ name: 'react-dom-client-original', message: 'No alias that replaces a framework module.' }],
};

const config = [
  { ignores: ['node_modules/', '.next/', '.next-*/', '.e2e-work/', 'data/', 'public/', 'coverage/', 'test-results/', 'playwright-report/', 'bench/results/', 'next-env.d.ts'] },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    ignores: ['tests/**'],
    rules: { 'no-restricted-imports': ['error', INTERNALS] },
  },
  // next.config.js, config/*.js and the like are CommonJS by design: Next and Node load them with require.
  { files: ['**/*.{js,cjs}'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Kysely builders generic over tables chosen at run time (backup, seed, slugs, shared filters) are typed `any` on purpose.
  { files: ['server/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  {
    files: ['tests/**'],
    rules: {
      // Tests read untyped JSON answers, build elements with createElement, load CommonJS config and stub modules.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      'react/no-children-prop': 'off',
      '@next/next/no-assign-module-variable': 'off',
      // useSeededApi, useSharedDb… are vitest set-up helpers named like hooks, not React hooks.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
];

export default config;
