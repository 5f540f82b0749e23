import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@/lib/auth/schemas';
import { AVATAR_MAX_MB, avatarProblem, imageKind, PROFILE_TITLES, profileFormData, profileFormSchema, profileFormValues } from '@/lib/auth/profileForm';
import { readProfileFailure } from '@/lib/auth/profileFailure';
import { zodFormResolver } from '@/lib/forms/zodFormResolver';
import { translate, type Messages } from '@/lib/i18n/translate';
import type { UserDto } from '@/server/auth/dto';
import deJson from '@/locales/de.json';
import enJson from '@/locales/en.json';
import frJson from '@/locales/fr.json';

const tr = (messages: unknown, locale: string) => (key: string, params?: Record<string, string | number>) => translate(messages as Messages, key, params, locale);
const en = tr(enJson, 'en');
const de = tr(deJson, 'de');
const fr = tr(frJson, 'fr');

const picture = (format: 'png' | 'jpeg' | 'webp') => sharp({ create: { width: 8, height: 8, channels: 3, background: '#c8963c' } })[format]().toBuffer();
const blobOf = (bytes: Uint8Array | string, type = '') => new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type });

const user: UserDto = { id: 'u1', name: 'Baraka Mollel', email: 'baraka@example.org', phone: '', country: 'TZ', title: '', countryOfResidence: '', avatar: null, locale: 'en' };

/** The form's check as react-hook-form runs it: field → message in the page's language. */
async function check(values: Record<string, unknown>, t = en) {
  const result = await zodFormResolver(profileFormSchema, t)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, (v as { message: string }).message]));
}

describe('avatar checks in the browser (by content, as the server checks)', () => {
  it('recognises JPEG, PNG and WebP by their first bytes, whatever the file is called', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) expect(imageKind(new Uint8Array(await picture(format)))).toBe(format);
    expect(imageKind(new TextEncoder().encode('GIF89a and then some'))).toBeNull();
    expect(imageKind(new TextEncoder().encode('just a text file\n'))).toBeNull();
    expect(imageKind(new Uint8Array([0x89, 0x50]))).toBeNull();
  });

  it('refuses a text file with an image type and name, and a picture over the limit', async () => {
    expect(await avatarProblem(blobOf(await picture('png'), 'image/png'))).toBeNull();
    expect(await avatarProblem(blobOf('this is not a photo', 'image/jpeg'))).toBe('notAnImage');
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(await picture('png'));
    expect(await avatarProblem(blobOf(big, 'image/png'))).toBe('tooLarge');
    const atLimit = new Uint8Array(AVATAR_MAX_BYTES);
    atLimit.set(await picture('png'));
    expect(await avatarProblem(blobOf(atLimit, 'image/png'))).toBeNull();
  });

  it('says why under the field, in the page’s language, with the limit in megabytes', async () => {
    expect(AVATAR_MAX_MB).toBe(5);
    const ok = { name: 'Baraka Mollel', title: '', phone: '', country: '', countryOfResidence: '' };
    expect(await check({ ...ok, avatar: blobOf('plain text', 'image/jpeg') }, de)).toEqual({ avatar: de('validation.avatarType') });
    expect(await check({ ...ok, avatar: blobOf(new Uint8Array(AVATAR_MAX_BYTES + 10).fill(0xff), 'image/jpeg') }, fr)).toEqual({ avatar: 'Cette image est trop lourde : veuillez en choisir une de 5 Mo au maximum.' });
    expect(await check({ ...ok, avatar: blobOf(await picture('webp')) })).toEqual({});
    expect(await check({ ...ok, avatar: null })).toEqual({});
  });
});

describe('the rest of the profile form', () => {
  it('uses the API’s rules: a name is required, the phone must look like one', async () => {
    const errors = await check({ name: '', title: 'Dr', phone: 'call me', country: 'TZ', countryOfResidence: '', avatar: null }, de);
    expect(errors).toEqual({ name: de('validation.required'), phone: de('validation.phone') });
  });

  it('starts from the loaded profile, without a new picture', () => {
    expect(profileFormValues({ ...user, avatar: '/api/avatar/' + 'a'.repeat(32) })).toEqual({ name: 'Baraka Mollel', title: '', phone: '', country: 'TZ', countryOfResidence: '', avatar: null });
  });

  it('sends every text field (an emptied one clears it) and the picture only when one was chosen', async () => {
    const without = profileFormData({ name: 'Baraka', title: 'Mr', phone: '', country: 'TZ', countryOfResidence: 'KE', avatar: null });
    expect([...without.entries()]).toEqual([['name', 'Baraka'], ['title', 'Mr'], ['phone', ''], ['country', 'TZ'], ['countryOfResidence', 'KE']]);
    const file = new File([new Uint8Array(await picture('png'))], 'me.png', { type: 'image/png' });
    const withPicture = profileFormData({ name: 'Baraka', avatar: file });
    expect((withPicture.get('avatar') as File).name).toBe('me.png');
    expect((withPicture.get('avatar') as File).size).toBe(file.size);
  });

  it('offers a label for every title in every language', () => {
    for (const [messages, locale] of [[enJson, 'en'], [deJson, 'de'], [frJson, 'fr']] as const) {
      for (const title of [...PROFILE_TITLES, 'none']) expect(tr(messages, locale)(`account.profile.titles.${title}`)).not.toMatch(/^account\./);
    }
    expect(de('account.profile.titles.Mr')).toBe('Herr');
  });
});

describe('what a failed save shows', () => {
  it('a 413 (even without the API’s JSON, from a proxy) is the picture’s size, said under it', () => {
    expect(readProfileFailure({ response: { status: 413 } }, de)).toEqual({
      fields: { avatar: de('validation.avatarTooLarge', { max: 5 }) },
      error: { invalid: true, message: de('leads.wizard.fixErrors') },
    });
  });

  it('a 400 naming the picture puts the server’s message under it; a network failure keeps the form and says so', () => {
    const answer = { response: { status: 400, data: { error: { message: 'Some fields are not valid.', fields: { avatar: 'Please choose a JPEG, PNG or WebP picture.' } } } } };
    expect(readProfileFailure(answer, en)).toEqual({ fields: { avatar: 'Please choose a JPEG, PNG or WebP picture.' }, error: { invalid: true, message: 'Some fields are not valid.' } });
    expect(readProfileFailure({}, de)).toEqual({ fields: {}, error: { invalid: false, message: de('leads.submit.offline') } });
  });
});
