import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiHandler } from '@/server/http/apiHandler';
import { parseInput } from '@/server/http/validation';
import { serveApi } from '../helpers/apiServer';
import fr from '@/locales/fr.json';

// A route with a body schema and a route that fails unexpectedly, through the one wrapper.
const echo = apiHandler({
  POST: async ({ req, status }) => {
    const input = parseInput(z.object({ email: z.email(), days: z.number().int().min(1).max(30) }), req.body);
    status(201);
    return input;
  },
});
const broken = apiHandler({
  GET: async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  },
});

describe('the API error wrapper', () => {
  let api: Awaited<ReturnType<typeof serveApi>>;
  beforeAll(async () => {
    api = await serveApi({ '/api/echo': { default: echo }, '/api/broken': { default: broken } });
  });
  afterAll(() => api?.close());

  const post = (body: unknown, host = 'localhost:3000') =>
    api.request('/api/echo', { method: 'POST', host, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('returns the handler result with its status', async () => {
    const res = await post({ email: 'a@b.co', days: 7 });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ email: 'a@b.co', days: 7 });
  });

  it('lists every bad field with a message in the page language', async () => {
    const res = await post({ email: 'nope', days: 99 }, 'es.localhost:3000');
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(Object.keys(error.fields).sort()).toEqual(['days', 'email']);
    expect(error.fields.email).toMatch(/correo|electrónico/i);
    expect(error.fields.days).toContain('30');
  });

  it('says a missing field is required', async () => {
    const { error } = await (await post({ days: 3 })).json();
    expect(error.fields.email).toBe('This field is required.');
  });

  it('answers TRACE and any other method the route does not take with 405 and Allow, in the page language', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'OPTIONS', 'PUT', 'GET', 'HEAD']) {
      const res = await api.request('/api/echo', { method, host: 'fr.localhost:3000' });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('POST');
      if (method !== 'HEAD') expect(res.json().error).toEqual({ code: 'method_not_allowed', message: fr.api.methodNotAllowed });
    }
    const res = await api.request('/api/broken', { method: 'TRACE' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('turns an unexpected failure into a bare 500 that leaks nothing', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await api.request('/api/broken');
    spy.mockRestore();
    expect(res.status).toBe(500);
    const text = res.text;
    expect(JSON.parse(text).error.code).toBe('internal');
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/\.ts:\d+/);
  });
});
