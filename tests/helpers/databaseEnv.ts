import type { DbConfig } from '@/server/db/connection';

/** The environment that points a child site at a database (and nothing else of the parent's). */
export function databaseEnv(config: DbConfig): Record<string, string> {
  return config.engine === 'sqlite' ? { DATABASE_FILE: config.file, DATABASE_URL: '' } : { DATABASE_URL: config.url, DATABASE_FILE: '' };
}
