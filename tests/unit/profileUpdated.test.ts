import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store';
import { profileUpdated, selectAuth, selectIsLoggedIn, signedIn } from '@/store/authSlice';
import type { UserDto } from '@/server/auth/dto';

const user: UserDto = { id: 'u1', name: 'Amani Kweka', email: 'amani@example.org', phone: '', country: '', title: '', countryOfResidence: '', avatar: null, locale: 'en' };

describe('a saved profile in the auth state (what the header shows)', () => {
  it('takes the new name and picture and keeps the session', () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 't'.repeat(43), user }));
    store.dispatch(profileUpdated({ ...user, name: 'Amani J. Kweka', avatar: `/api/avatar/${'a'.repeat(32)}`, phone: '+255 754 000 111' }));
    const auth = selectAuth(store.getState());
    expect(auth).toMatchObject({ name: 'Amani J. Kweka', avatar: `/api/avatar/${'a'.repeat(32)}`, token: 't'.repeat(43), settled: true });
    expect(auth.user?.phone).toBe('+255 754 000 111');
    expect(selectIsLoggedIn(store.getState())).toBe(true);
  });
});
