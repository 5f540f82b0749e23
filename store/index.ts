import { applyMiddleware, legacy_createStore, type Middleware, type Store } from 'redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { rootReducer, type RootState } from './rootReducer';

export type { RootState };
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Omit<Store<RootState>, 'dispatch'> & { dispatch: AppDispatch };

/** What configureStore adds in production, and all the pages' thunks (createAsyncThunk) need. */
const thunk: Middleware = ({ dispatch, getState }) => (next) => (action) => (typeof action === 'function' ? action(dispatch, getState, undefined) : next(action));

/**
 * One store per request on the server and one per tab in the browser; never a module singleton.
 * Redux's own store with a thunk middleware, not RTK's configureStore: that brings the whole
 * toolkit (its checks run in development only) into every page's first load.
 */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  return legacy_createStore(rootReducer, preloadedState, applyMiddleware(thunk)) as AppStore;
}

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
