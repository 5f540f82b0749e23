import { createAsyncThunk } from '@reduxjs/toolkit';
import { clearSession, saveSession } from '@/lib/auth/session';
import { serializableFailure, type ApiFailure } from '@/lib/forms/apiFailure';
import type { Locale } from '@/lib/i18n/config';
import type { UserDto } from '@/server/auth/dto';
import * as api from '@/services/auth';
import { profileUpdated, signedOut } from './authSlice';

// The profile page's calls. They reject with the API's status and answer (serialisable), so the
// page can tell a refused session (401) from a failed load, and show the server's field messages.

type Rejected = { rejectValue: ApiFailure };

/** POST /api/getProfile; a 401 ends the session here too (spec: a failed user fetch clears auth). */
export const loadProfile = createAsyncThunk<UserDto, { locale: Locale; token: string; userId?: string }, Rejected>(
  'auth/loadProfile',
  async ({ locale, token, userId }, { dispatch, rejectWithValue }) => {
    try {
      const user = await api.getProfile(locale, token, userId);
      dispatch(profileUpdated(user));
      return user;
    } catch (err) {
      const failure = serializableFailure(err);
      if (failure.response?.status === 401) {
        clearSession();
        dispatch(signedOut());
      }
      return rejectWithValue(failure);
    }
  },
);

/** POST /api/updateProfile (multipart); the header's name and picture and their cookies follow the saved profile. */
export const saveProfile = createAsyncThunk<UserDto, { locale: Locale; token: string; body: FormData }, Rejected>(
  'auth/saveProfile',
  async ({ locale, token, body }, { dispatch, rejectWithValue }) => {
    try {
      const user = await api.updateProfile(locale, token, body);
      saveSession({ token, name: user.name, avatar: user.avatar });
      dispatch(profileUpdated(user));
      return user;
    } catch (err) {
      return rejectWithValue(serializableFailure(err));
    }
  },
);
