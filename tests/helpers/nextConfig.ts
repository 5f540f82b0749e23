import { createRequire } from 'node:module';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { NextConfig } from 'next';

const require = createRequire(import.meta.url);

/** next.config.js as `next build` reads it: it exports a function of the phase (Next's documented form). */
export function nextConfigForBuild(): NextConfig & { env: Record<string, string> } {
  return require('../../next.config.js')(PHASE_PRODUCTION_BUILD);
}
