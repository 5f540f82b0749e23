import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as metaRoute from '@/pages/api/getMetaInfos/[id]';
import { useSharedDb } from '@/server/db/connection';
import { setupDatabase } from '@/server/db/setup';
import { createTestDb, type TestDb } from '../helpers/testDb';
import { serveApi } from '../helpers/apiServer';

// The browser-side client: one axios instance per language, each with its own API host.
describe('per-language API clients', () => {
  let t: TestDb;
  let api: Awaited<ReturnType<typeof serveApi>>;
  let services: typeof import('@/services/pages');
  let clients: typeof import('@/services/apiClient');

  beforeAll(async () => {
    t = await createTestDb('sqlite');
    await setupDatabase(t.db);
    useSharedDb(t.db);
    api = await serveApi({ '/api/getMetaInfos/[id]': metaRoute });
    // German goes to this API host; English keeps the default (same origin).
    vi.stubEnv('NEXT_PUBLIC_API_HOST_DE', api.url);
    vi.resetModules();
    clients = await import('@/services/apiClient');
    services = await import('@/services/pages');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await api?.close();
    await t?.drop();
  });

  it('sends each language to its API host and says which language it speaks', () => {
    expect(clients.apiClient('de').defaults.baseURL).toBe(`${api.url}/api`);
    expect(clients.apiClient('en').defaults.baseURL).toBe('/api');
    expect(clients.apiClient('de')).toBe(clients.apiClient('de'));
    expect(clients.apiClient('de')).not.toBe(clients.apiClient('fr'));
  });

  it('gets content in its language even when the API host is shared', async () => {
    const meta = await services.fetchPageMeta('de', 'ourTeam');
    expect(meta).toMatchObject({ id: 'ourTeam', path: '/Our-Team', locale: 'de', fallback: false });
  });

  it('rejects with the API error body for an unknown page', async () => {
    await expect(services.fetchPageMeta('de', 'missing')).rejects.toMatchObject({ response: { status: 404 } });
  });
});
