import { normaliseIds } from './storage';

// A signed-in traveller's wishlist lives in the account and, as a copy, in this browser. The
// browser also keeps the "base": the account's list as the server last confirmed it. What the
// browser's list has that the base lacks was added here since; what the base has that the list
// lacks was removed here since. Only those changes are sent, so a tour removed on another device
// does not come back from this browser's older copy.

/** The account's list as last confirmed by the server, and whose account it is. */
export type AccountBase = { userId: string; ids: string[] };

export type SyncPlan =
  /** First sync of this browser with this account (login, signup): the browser's list is merged in. */
  | { kind: 'merge'; ids: string[] }
  /** Changes made here since the last sync: taken off (`removeAll` when the list was emptied), then added. */
  | { kind: 'push'; removed: string[]; removeAll: boolean; added: string[] }
  /** Nothing changed here: the account's list is fetched (another device may have changed it). */
  | { kind: 'pull' };

export function planAccountSync(local: string[], base: AccountBase | null, userId: string): SyncPlan {
  if (!base || base.userId !== userId) return { kind: 'merge', ids: local };
  const removed = base.ids.filter((id) => !local.includes(id));
  const added = local.filter((id) => !base.ids.includes(id));
  if (!removed.length && !added.length) return { kind: 'pull' };
  return { kind: 'push', removed, removeAll: removed.length > 0 && local.length === 0, added };
}

/** True when the browser's list and the base hold the same tours (the order is the account's business). */
export function inStepWithBase(local: string[], base: AccountBase | null, userId: string | undefined): boolean {
  return !!base && base.userId === userId && base.ids.length === local.length && local.every((id) => base.ids.includes(id));
}

export const BASE_STORAGE_KEY = 'wishlist-account';

/** Browser only: the base saved by the last sync in this browser, or null. */
export function readAccountBase(): AccountBase | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(BASE_STORAGE_KEY) ?? 'null');
    return value && typeof value.userId === 'string' ? { userId: value.userId, ids: normaliseIds(value.ids) } : null;
  } catch {
    return null;
  }
}

/** Browser only: keeps the base for the next page (removed when the traveller logs out). */
export function writeAccountBase(base: AccountBase | null): void {
  try {
    if (base) window.localStorage.setItem(BASE_STORAGE_KEY, JSON.stringify(base));
    else window.localStorage.removeItem(BASE_STORAGE_KEY);
  } catch {
    // Storage blocked: the next page merges the browser's list again, which loses nothing.
  }
}
