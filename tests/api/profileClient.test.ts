import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as signupRoute from '@/pages/api/auth/signup';
import * as getProfileRoute from '@/pages/api/getProfile';
import * as updateProfileRoute from '@/pages/api/updateProfile';
import * as avatarRoute from '@/pages/api/avatar/[id]';
import { readProfileFailure } from '@/lib/auth/profileFailure';
import { profileFormData } from '@/lib/auth/profileForm';
import { serializableFailure } from '@/lib/forms/apiFailure';
import { translate, type Messages } from '@/lib/i18n/translate';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import deJson from '@/locales/de.json';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { confirmByMail } from '../helpers/signupByMail';

// The profile page's half of the contract: the body the form builds (profileFormData), sent by
// the page's own axios client (services/auth.ts), read by the real routes; and what the page
// then shows for the server's refusals (readProfileFailure), in German.

const de = deJson as unknown as Messages;
const tDe = (key: string, params?: Record<string, string | number>) => translate(de, key, params, 'de');

const ROUTES = {
  '/api/auth/signup': signupRoute,
  '/api/getProfile': getProfileRoute,
  '/api/updateProfile': updateProfileRoute,
  '/api/avatar/[id]': avatarRoute,
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safari-profile-'));
const saved = { DATA_DIR: process.env.DATA_DIR, HOST_EN: process.env.NEXT_PUBLIC_API_HOST_EN, HOST_DE: process.env.NEXT_PUBLIC_API_HOST_DE };
const restore = (name: string, value: string | undefined) => (value === undefined ? delete process.env[name] : (process.env[name] = value));
beforeAll(() => {
  process.env.DATA_DIR = dataDir;
  process.env.AUTH_SIGNUP_PER_IP = '1000';
  resetRateLimits();
});
afterAll(() => {
  restore('DATA_DIR', saved.DATA_DIR);
  restore('NEXT_PUBLIC_API_HOST_EN', saved.HOST_EN);
  restore('NEXT_PUBLIC_API_HOST_DE', saved.HOST_DE);
  delete process.env.AUTH_SIGNUP_PER_IP;
  resetRateLimits();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const png = (size = 64) => sharp({ create: { width: size, height: size, channels: 3, background: { r: 30, g: 120, b: 90 } } }).png().toBuffer();
const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

describe.each(engines())('the profile form against the profile API on %s', (engine) => {
  const seeded = useSeededApi(engine, ROUTES);
  /** services/auth.ts, its axios clients pointed at this engine's test server (the hosts are read when the module loads). */
  const services = async () => {
    process.env.NEXT_PUBLIC_API_HOST_EN = seeded.api().url;
    process.env.NEXT_PUBLIC_API_HOST_DE = seeded.api().url;
    vi.resetModules();
    return import('@/services/auth');
  };
  const signUp = async () => {
    const email = `profile.${randomBytes(4).toString('hex')}@example.org`;
    const res = await seeded.api().request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Neema Laizer', email, password: 'serengeti-sunrise-1', passwordConfirmation: 'serengeti-sunrise-1' }),
    });
    expect(res.status, res.text).toBe(202);
    return confirmByMail(email);
  };

  it('saves every field and the picture as the form sends them, and loads them back', async () => {
    const api = await services();
    const me = await signUp();
    const body = profileFormData({ name: 'Neema M. Laizer', title: 'Dr', phone: '+255 754 000 111', country: 'TZ', countryOfResidence: 'DE', avatar: blob(await png(), 'image/png') });
    const user = await api.updateProfile('en', me.token, body);
    expect(user).toMatchObject({ name: 'Neema M. Laizer', title: 'Dr', phone: '+255 754 000 111', country: 'TZ', countryOfResidence: 'DE', email: me.user.email });
    expect(user.avatar).toMatch(/^\/api\/avatar\/[0-9a-f]{32}$/);
    const picture = await seeded.api().request(user.avatar!);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    // The page loads with the spec's `user` payload (one's own id).
    expect(await api.getProfile('en', me.token, me.user.id)).toEqual(user);

    // An emptied field is cleared; no new picture keeps the old one.
    const again = await api.updateProfile('en', me.token, profileFormData({ name: 'Neema M. Laizer', title: '', phone: '', country: 'TZ', countryOfResidence: '', avatar: null }));
    expect(again).toMatchObject({ title: '', phone: '', country: 'TZ', countryOfResidence: '', avatar: user.avatar });
  });

  it('a text file named .jpg: the server’s 400 is shown under the picture in German, and nothing changes', async () => {
    const api = await services();
    const me = await signUp();
    const fake = new File([new TextEncoder().encode('not a picture\n'.repeat(40))], 'safari.jpg', { type: 'image/jpeg' });
    const err = await api.updateProfile('de', me.token, profileFormData({ name: 'Jemand Anderes', avatar: fake })).catch((e: unknown) => e);
    const failure = serializableFailure(err);
    expect(failure.response?.status).toBe(400);
    const shown = readProfileFailure(failure, tDe);
    expect(shown.fields).toEqual({ avatar: tDe('validation.avatarType') });
    expect(shown.error.invalid).toBe(true);
    expect((await api.getProfile('de', me.token)).name).toBe('Neema Laizer');
  });

  it('a picture over the limit: the server’s 413 is shown under the picture with the limit, in German', async () => {
    const api = await services();
    const me = await signUp();
    // A PNG signature and 5 MB + 100 kB after it: past the browser's check only if it were skipped.
    const big = Buffer.concat([(await png()).subarray(0, 16), randomBytes(5 * 1024 * 1024 + 100_000)]);
    const err = await api.updateProfile('de', me.token, profileFormData({ name: 'Neema Laizer', avatar: blob(big, 'image/png') })).catch((e: unknown) => e);
    const failure = serializableFailure(err);
    expect(failure.response?.status).toBe(413);
    const shown = readProfileFailure(failure, tDe);
    expect(shown.fields.avatar).toBe(tDe('validation.avatarTooLarge', { max: 5 }));
    expect(shown.fields.avatar).toContain('5 MB');
    expect(shown.error.invalid).toBe(true);
  });

  it('a refused token is a 401 the page can tell apart (it clears the session instead of showing /Error404)', async () => {
    const api = await services();
    const err = await api.getProfile('en', randomBytes(32).toString('base64url')).catch((e: unknown) => e);
    expect(serializableFailure(err)).toMatchObject({ response: { status: 401, data: { error: { code: 'unauthorized' } } } });
  });
});
