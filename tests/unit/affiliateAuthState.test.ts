import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store';
import { affiliateLoaded, friendsLoaded, selectAuth, signedIn, signedOut } from '@/store/authSlice';
import type { UserDto } from '@/server/auth/dto';

const user = { id: 'u1', name: 'Neema', email: 'neema@example.org', phone: '', country: '', title: '', countryOfResidence: '', avatar: null, locale: 'en' } as UserDto;
const friend = { name: 'Lea Rossi', quoteNumber: 'Q-2026-000001', createdAt: '2026-11-25T10:00:00.000Z', firstQuote: 'Q-2026-000001' };

describe('auth state: affiliate id and friends (spec section 3)', () => {
  it('holds the affiliate id, its link and the friends once loaded; logout clears them with the user', () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 't'.repeat(43), user }));
    store.dispatch(affiliateLoaded({ agencyId: 'ag_1', link: '/affiliate/abcdefgh' }));
    store.dispatch(friendsLoaded([friend]));
    expect(selectAuth(store.getState())).toMatchObject({ affiliateId: 'ag_1', affiliateLink: '/affiliate/abcdefgh', friends: [friend], user });

    store.dispatch(signedOut());
    expect(selectAuth(store.getState())).toMatchObject({ user: null, token: null, affiliateId: null, affiliateLink: null, friends: [] });
  });

  it('a login or restored session that names a membership brings the link at once; one that names none leaves it empty', () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 't'.repeat(43), user, affiliate: { agency_id: 'ag_2', slug: 'k7m2p9qa', link: '/affiliate/k7m2p9qa' } }));
    expect(selectAuth(store.getState())).toMatchObject({ affiliateId: 'ag_2', affiliateLink: '/affiliate/k7m2p9qa' });
    store.dispatch(signedOut());
    store.dispatch(signedIn({ token: 's'.repeat(43), user, affiliate: null }));
    expect(selectAuth(store.getState())).toMatchObject({ affiliateId: null, affiliateLink: null });
  });
});
