import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hydrate } from './hydrate';

export type AppState = {
  /** navigator.onLine, tracked by the layout (spec section 4). */
  online: boolean;
};

const initialState: AppState = { online: true };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    connectivityChanged: (state, { payload }: PayloadAction<boolean>) => {
      state.online = payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, { payload }) => ({ ...state, ...(payload.app as Partial<AppState> | undefined) }));
  },
});

export const { connectivityChanged } = appSlice.actions;

export const selectOnline = (state: { app: AppState }) => state.app.online;
