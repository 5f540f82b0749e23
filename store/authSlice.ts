import type { UserDto } from '@/server/auth/dto';
import type { AffiliateDto, FriendDto } from '@/server/affiliate/dto';
import { plainSlice } from './plainSlice';

/** Spec section 3, auth state: user, name, token, avatar, affiliate id, friends. */
export type AuthState = {
  user: UserDto | null;
  name: string | null;
  token: string | null;
  avatar: string | null;
  affiliateId: string | null;
  /** The path of the affiliate's personal link (/affiliate/{slug}), known with the affiliate id. */
  affiliateLink: string | null;
  friends: FriendDto[];
  /** True once this tab knows: a session was opened or restored, or none is (logged out, refused token). */
  settled: boolean;
};

const initialState: AuthState = { user: null, name: null, token: null, avatar: null, affiliateId: null, affiliateLink: null, friends: [], settled: false };

export const authSlice = plainSlice('auth', initialState, {
  /** A session opened or restored; login and restore also say whether the user is an affiliate. */
  signedIn: (state, { token, user, affiliate }: { token: string; user: UserDto; affiliate?: AffiliateDto | null }): AuthState => {
    // undefined: not said (signup); null: not a member.
    const membership = affiliate === undefined ? {} : { affiliateId: affiliate?.agency_id ?? null, affiliateLink: affiliate?.link ?? null };
    return { ...state, token, user, name: user.name, avatar: user.avatar, settled: true, ...membership };
  },
  affiliateLoaded: (state, { agencyId, link }: { agencyId: string; link: string }): AuthState => ({ ...state, affiliateId: agencyId, affiliateLink: link }),
  friendsLoaded: (state, friends: FriendDto[]): AuthState => ({ ...state, friends }),
  /** A loaded or saved profile: the header's name and picture follow it. */
  profileUpdated: (state, user: UserDto): AuthState => ({ ...state, user, name: user.name, avatar: user.avatar }),
  // Spec section 4: logout (and a failed user fetch) clears user, affiliate and friends.
  signedOut: (): AuthState => ({ ...initialState, settled: true }),
});

export const { signedIn, signedOut, profileUpdated, affiliateLoaded, friendsLoaded } = authSlice.actions;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectIsLoggedIn = (state: { auth: AuthState }) => state.auth.token !== null && state.auth.user !== null;
