import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Consent } from '@/lib/consent/purposes';

/**
 * The visitor's consent to third parties. `unread` until the browser has read the cookie (the
 * server cannot know, pages are static); then `asking` (no answer yet, or reopened from the
 * footer) or `decided`.
 */
export type ConsentState = { status: 'unread' | 'asking' | 'decided'; choice: Consent | null };

const initialState: ConsentState = { status: 'unread', choice: null };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    /** Reopened from the footer before the cookie was read (a tap as the page hydrates): still asking. */
    consentRead: (state, { payload: choice }: PayloadAction<Consent | null>): ConsentState => ({ choice, status: choice && state.status !== 'asking' ? 'decided' : 'asking' }),
    consentReopened: (state) => {
      state.status = 'asking';
    },
    /** Closing a reopened banner without a new answer keeps the old one. */
    consentClosed: (state) => {
      if (state.choice) state.status = 'decided';
    },
    consentGiven: (_state, { payload: choice }: PayloadAction<Consent>): ConsentState => ({ choice, status: 'decided' }),
  },
});

export const { consentRead, consentReopened, consentClosed, consentGiven } = consentSlice.actions;
