import { describe, expect, it } from 'vitest';
import { inStepWithBase, planAccountSync } from '@/lib/wishlist/accountSync';
import { makeStore } from '@/store';
import { signedIn, signedOut } from '@/store/authSlice';
import { hydrate } from '@/store/hydrate';
import { accountBaseLoaded, accountSyncRetried } from '@/store/wishlistAccountSlice';
import { syncAccountWishlist } from '@/store/wishlistAccountThunks';
import { selectWishlistIds, tourAdded, tourRemoved, wishlistLoaded } from '@/store/wishlistSlice';
import type { UserDto } from '@/server/auth/dto';

const user = { id: 'u1', name: 'Neema' } as UserDto;
const base = (ids: string[], userId = 'u1') => ({ userId, ids });

describe('what a sync sends to the account', () => {
  it('merges the whole browser list on the first sync with an account (login, signup) or with another account', () => {
    expect(planAccountSync(['a', 'b'], null, 'u1')).toEqual({ kind: 'merge', ids: ['a', 'b'] });
    expect(planAccountSync(['a', 'b'], base(['a'], 'u2'), 'u1')).toEqual({ kind: 'merge', ids: ['a', 'b'] });
  });

  it('sends only what changed here since the last sync, so a tour removed on another device stays removed', () => {
    // Base a, b, c; here b was removed and d added. The account may have lost c meanwhile: c is not sent again.
    expect(planAccountSync(['a', 'c', 'd'], base(['a', 'b', 'c']), 'u1')).toEqual({ kind: 'push', removed: ['b'], removeAll: false, added: ['d'] });
  });

  it('asks to remove all when the list was emptied here', () => {
    expect(planAccountSync([], base(['a', 'b']), 'u1')).toEqual({ kind: 'push', removed: ['a', 'b'], removeAll: true, added: [] });
  });

  it('only fetches the account’s list when nothing changed here (the order does not count as a change)', () => {
    expect(planAccountSync(['b', 'a'], base(['a', 'b']), 'u1')).toEqual({ kind: 'pull' });
    expect(inStepWithBase(['b', 'a'], base(['a', 'b']), 'u1')).toBe(true);
    expect(inStepWithBase(['a'], base(['a', 'b']), 'u1')).toBe(false);
    expect(inStepWithBase(['a'], base(['a'], 'u2'), 'u1')).toBe(false);
  });
});

describe('the account sync in the store', () => {
  const arg = { locale: 'en' as const };
  const fulfilled = (ids: string[], sent: string[]) => syncAccountWishlist.fulfilled({ userId: 'u1', ids, sent }, 'sync', arg);
  const pending = () => syncAccountWishlist.pending('sync', arg);
  const failed = () => syncAccountWishlist.rejected(new Error('Network Error'), 'sync', arg);
  const signedInStore = (ids: string[]) => {
    const store = makeStore();
    store.dispatch(accountBaseLoaded(null));
    store.dispatch(wishlistLoaded(ids));
    store.dispatch(signedIn({ token: 't'.repeat(43), user }));
    return store;
  };

  it('takes the account’s answer as the list and as the base', () => {
    const store = signedInStore(['a']);
    store.dispatch(fulfilled(['x', 'a'], ['a']));
    expect(selectWishlistIds(store.getState())).toEqual(['x', 'a']);
    expect(store.getState().wishlistAccount).toMatchObject({ base: { userId: 'u1', ids: ['x', 'a'] }, pulled: true, status: 'idle' });
  });

  it('keeps a change made while the answer was on its way (it is sent next)', () => {
    const store = signedInStore(['a']);
    store.dispatch(pending());
    store.dispatch(tourAdded('b'));
    store.dispatch(fulfilled(['a'], ['a']));
    expect(selectWishlistIds(store.getState())).toEqual(['a', 'b']);
    expect(inStepWithBase(selectWishlistIds(store.getState()), store.getState().wishlistAccount.base, 'u1')).toBe(false);
  });

  it('after a failed sync, waits for a change, the connection or a new session before trying again', () => {
    const store = signedInStore(['a']);
    store.dispatch(pending());
    store.dispatch(failed());
    expect(store.getState().wishlistAccount.status).toBe('failed');
    store.dispatch(tourRemoved('a'));
    expect(store.getState().wishlistAccount.status).toBe('idle');

    store.dispatch(failed());
    store.dispatch(accountSyncRetried());
    expect(store.getState().wishlistAccount.status).toBe('idle');
  });

  it('a wishlist page reached by navigation brings back no tour removed in this tab, and has the account asked again', () => {
    const store = signedInStore(['a', 'b']);
    store.dispatch(fulfilled(['a', 'b'], ['a', 'b']));
    store.dispatch(tourRemoved('a'));
    // The server built the page from the account, before the removal reached it.
    store.dispatch(hydrate({ wishlist: { ids: ['a', 'b'], tours: { a: { id: 'a' }, b: { id: 'b' } } } }));
    expect(selectWishlistIds(store.getState())).toEqual(['b']);
    expect(store.getState().wishlist.tours.a).toBeTruthy();
    expect(store.getState().wishlistAccount.pulled).toBe(false);
  });

  it('when the session ends without a logout (a refused token) keeps this browser’s list but forgets the account’s base (the next login merges again)', () => {
    const store = signedInStore(['a']);
    store.dispatch(fulfilled(['a', 'b'], ['a']));
    store.dispatch(signedOut());
    expect(selectWishlistIds(store.getState())).toEqual(['a', 'b']);
    expect(store.getState().wishlistAccount.base).toBeNull();
    expect(planAccountSync(['a', 'b'], store.getState().wishlistAccount.base, 'u1').kind).toBe('merge');
  });

  it('a logout takes the account’s list out of this browser as well (the next person at a shared computer sees none)', async () => {
    const store = signedInStore(['a']);
    store.dispatch(fulfilled(['a', 'b'], ['a']));
    const { logout } = await import('@/store/authThunks');
    await store.dispatch(logout({ locale: 'en' }));
    expect(store.getState().auth.user).toBeNull();
    expect(selectWishlistIds(store.getState())).toEqual([]);
    expect(store.getState().wishlistAccount.base).toBeNull();
  });
});
