import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { rootReducer, type RootState } from './rootReducer';

export type { RootState };

/**
 * One store per request on the server and one per tab in the browser; never a module singleton
 * (a server-wide store would mix visitors' sessions). configureStore adds the thunk middleware
 * and, in development only, the serialisability and mutation checks.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
