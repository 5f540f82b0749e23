import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrate } from './hydrate';

/** A word for the traveller on the page an action leads to (a message key of `common.notices`), and that page's path. */
export type SiteNotice = { key: string; at: string };

export type AppState = {
  /** navigator.onLine, tracked by the layout (spec section 4). */
  online: boolean;
  notice: SiteNotice | null;
};

const initialState: AppState = { online: true, notice: null };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    connectivityChanged: (state, { payload }: PayloadAction<boolean>) => {
      state.online = payload;
    },
    noticeShown: (state, { payload }: PayloadAction<SiteNotice>) => {
      state.notice = payload;
    },
    noticeCleared: (state) => {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, { payload }) => ({ ...state, ...(payload.app as Partial<AppState> | undefined) }));
  },
});

export const { connectivityChanged, noticeShown, noticeCleared } = appSlice.actions;

export const selectOnline = (state: { app: AppState }) => state.app.online;
export const selectNotice = (state: { app: AppState }) => state.app.notice;
