import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserDto } from '@/server/auth/dto';
import type { AffiliateDto, FriendDto } from '@/server/affiliate/dto';

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

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** A session opened or restored; login and restore also say whether the user is an affiliate. */
    signedIn: (state, { payload: { token, user, affiliate } }: PayloadAction<{ token: string; user: UserDto; affiliate?: AffiliateDto | null }>) => {
      Object.assign(state, { token, user, name: user.name, avatar: user.avatar, settled: true });
      // undefined: not said (signup); null: not a member.
      if (affiliate !== undefined) Object.assign(state, { affiliateId: affiliate?.agency_id ?? null, affiliateLink: affiliate?.link ?? null });
    },
    affiliateLoaded: (state, { payload }: PayloadAction<{ agencyId: string; link: string }>) => {
      state.affiliateId = payload.agencyId;
      state.affiliateLink = payload.link;
    },
    friendsLoaded: (state, { payload }: PayloadAction<FriendDto[]>) => {
      state.friends = payload;
    },
    /** A loaded or saved profile: the header's name and picture follow it. */
    profileUpdated: (state, { payload: user }: PayloadAction<UserDto>) => {
      Object.assign(state, { user, name: user.name, avatar: user.avatar });
    },
    // Spec section 4: logout (and a failed user fetch) clears user, affiliate and friends.
    signedOut: (): AuthState => ({ ...initialState, settled: true }),
  },
});

export const { signedIn, signedOut, profileUpdated, affiliateLoaded, friendsLoaded } = authSlice.actions;

export const selectAuth = (state: { auth: AuthState }) => state.auth;
export const selectIsLoggedIn = (state: { auth: AuthState }) => state.auth.token !== null && state.auth.user !== null;
