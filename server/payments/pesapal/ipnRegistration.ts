import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { deleteSettingIfValue, insertSettingOnce, readSetting } from '@/server/bookings/settingsRepository';

/** Asks the provider for an IPN id for a URL (RegisterIPN). */
export type RegisterIpn = (ipnUrl: string) => Promise<string>;

// The provider wants our IPN URL registered once; every order then names its id. The id is kept
// in payment_settings so that restarts and other server processes reuse it, and requests of
// this process that need it at the same moment share one registration.
const pending = new Map<string, Promise<string>>();

/** The setting's name: a digest, since a URL can be longer than the column. */
const settingName = (baseUrl: string, ipnUrl: string) =>
  `pesapal.ipn_id.${createHash('sha256').update(`${baseUrl}\n${ipnUrl}`).digest('hex').slice(0, 40)}`;

/** The IPN id of (provider, URL): stored, or registered now and stored. */
export function ensureIpnId(db: Kysely<Database>, baseUrl: string, ipnUrl: string, register: RegisterIpn): Promise<string> {
  const name = settingName(baseUrl, ipnUrl);
  let request = pending.get(name);
  if (!request) {
    request = storedOrRegistered(db, name, ipnUrl, register).finally(() => pending.delete(name));
    pending.set(name, request);
  }
  return request;
}

/** Forgets an id the provider no longer knows (e.g. a stand-in restarted), then registers anew. */
export async function renewIpnId(db: Kysely<Database>, baseUrl: string, ipnUrl: string, staleId: string, register: RegisterIpn): Promise<string> {
  await deleteSettingIfValue(db, settingName(baseUrl, ipnUrl), staleId);
  return ensureIpnId(db, baseUrl, ipnUrl, register);
}

async function storedOrRegistered(db: Kysely<Database>, name: string, ipnUrl: string, register: RegisterIpn): Promise<string> {
  const stored = await readSetting(db, name);
  if (stored) return stored;
  // Two processes may both register; the first insert wins and both use its id (the other id
  // just goes unused at the provider).
  await insertSettingOnce(db, name, await register(ipnUrl));
  const kept = await readSetting(db, name);
  if (!kept) throw new Error(`payment setting ${name} vanished after insert`);
  return kept;
}
