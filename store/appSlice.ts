import { hydrate } from './hydrate';
import { plainSlice } from './plainSlice';

export type AppState = {
  /** navigator.onLine, tracked by the layout (spec section 4). */
  online: boolean;
};

const initialState: AppState = { online: true };

export const appSlice = plainSlice(
  'app',
  initialState,
  {
    connectivityChanged: (state, online: boolean): AppState => ({ ...state, online }),
  },
  (state, action) => (hydrate.match(action) ? { ...state, ...(action.payload.app as Partial<AppState> | undefined) } : state),
);

export const { connectivityChanged } = appSlice.actions;

export const selectOnline = (state: { app: AppState }) => state.app.online;
