import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as signupRoute from '@/pages/api/auth/signup';
import * as wishlistRoute from '@/pages/api/wishlist/index';
import { TOURS } from '@/server/db/seed/catalogue/tours';
import { resetRateLimits } from '@/server/rateLimit/limiters';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { confirmByMail } from '../helpers/signupByMail';

// The browser's side of the account wishlist (store/wishlistAccountThunks.ts), two "devices"
// (two stores) talking over HTTP to the real API and database.

const [A, B, C, D] = TOURS.slice(5, 9).map((t) => t.id);
const PASSWORD = 'tarangire-baobab-trees';

beforeAll(() => {
  process.env.AUTH_SIGNUP_PER_IP = '1000';
  resetRateLimits();
});
afterAll(() => {
  delete process.env.AUTH_SIGNUP_PER_IP;
  delete process.env.NEXT_PUBLIC_API_HOST_EN;
  resetRateLimits();
});

describe.each(engines())('syncing a browser’s wishlist with the account, on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/auth/signup': signupRoute, '/api/wishlist': wishlistRoute });
  let modules: {
    store: typeof import('@/store');
    auth: typeof import('@/store/authSlice');
    list: typeof import('@/store/wishlistSlice');
    account: typeof import('@/store/wishlistAccountSlice');
    thunks: typeof import('@/store/wishlistAccountThunks');
  };

  beforeAll(async () => {
    // The browser's HTTP client reads its API host when first loaded: this engine's test server.
    process.env.NEXT_PUBLIC_API_HOST_EN = seeded.api().url;
    vi.resetModules();
    modules = {
      store: await import('@/store'),
      auth: await import('@/store/authSlice'),
      list: await import('@/store/wishlistSlice'),
      account: await import('@/store/wishlistAccountSlice'),
      thunks: await import('@/store/wishlistAccountThunks'),
    };
  });

  const signUp = async () => {
    const email = `baraka.${randomBytes(5).toString('hex')}@example.com`;
    const res = await seeded.api().request('/api/auth/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Baraka Mollel', email, password: PASSWORD, passwordConfirmation: PASSWORD }),
    });
    expect(res.status, res.text).toBe(202);
    return confirmByMail(email);
  };
  /** A browser tab with this saved list, signed in with the session. */
  const device = (saved: string[], session: { token: string; user: any }) => {
    const store = modules.store.makeStore();
    store.dispatch(modules.account.accountBaseLoaded(null));
    store.dispatch(modules.list.wishlistLoaded(saved));
    store.dispatch(modules.auth.signedIn(session));
    const sync = () => store.dispatch(modules.thunks.syncAccountWishlist({ locale: 'en' }));
    return { store, sync, ids: () => store.getState().wishlist.ids };
  };
  const accountList = async (token: string) => (await seeded.api().request('/api/wishlist', { headers: { authorization: `Bearer ${token}` } })).json().ids;

  it('merges each device’s list at login, then sends removals and additions, and never brings back a tour removed elsewhere', async () => {
    const session = await signUp();
    const laptop = device([A, B], session);
    await laptop.sync();
    expect(laptop.ids()).toEqual([A, B]);
    expect(await accountList(session.token)).toEqual([A, B]);

    const phone = device([C], session);
    await phone.sync();
    expect(phone.ids()).toEqual([A, B, C]);

    phone.store.dispatch(modules.list.tourRemoved(A));
    await phone.sync();
    expect(await accountList(session.token)).toEqual([B, C]);

    // The laptop still holds A (in step with its last sync): it learns of the removal, A stays gone.
    expect(laptop.ids()).toEqual([A, B]);
    await laptop.sync();
    expect(laptop.ids()).toEqual([B, C]);
    expect(await accountList(session.token)).toEqual([B, C]);

    laptop.store.dispatch(modules.list.tourAdded(D));
    await laptop.sync();
    laptop.store.dispatch(modules.list.wishlistCleared());
    await laptop.sync();
    expect(await accountList(session.token)).toEqual([]);
    await phone.sync();
    expect(phone.ids()).toEqual([]);
  });

  it('keeps a tour saved while a sync was under way, and sends it with the next one', async () => {
    const session = await signUp();
    const tab = device([A], session);
    const first = tab.sync();
    tab.store.dispatch(modules.list.tourAdded(B));
    await first;
    expect(tab.ids()).toEqual([A, B]);
    await tab.sync();
    expect(await accountList(session.token)).toEqual([A, B]);
  });

  it('keeps the list as it is when the account cannot be reached, and marks the sync failed', async () => {
    const tab = device([A], { token: randomBytes(32).toString('base64url'), user: { id: 'nobody', name: 'Nobody' } });
    await tab.sync();
    expect(tab.ids()).toEqual([A]);
    expect(tab.store.getState().wishlistAccount.status).toBe('failed');
    expect(tab.store.getState().wishlistAccount.base).toBeNull();
  });
});
