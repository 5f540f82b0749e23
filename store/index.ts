import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import { appSlice } from './appSlice';
import { authSlice } from './authSlice';
import { consentSlice } from './consentSlice';
import { requestStatusSlice } from './requestStatusSlice';
import { toursSlice } from './toursSlice';
import { wishlistSlice } from './wishlistSlice';
import { wishlistAccountSlice } from './wishlistAccountSlice';

const rootReducer = combineReducers({
  [appSlice.name]: appSlice.reducer,
  [authSlice.name]: authSlice.reducer,
  [consentSlice.name]: consentSlice.reducer,
  [toursSlice.name]: toursSlice.reducer,
  [requestStatusSlice.name]: requestStatusSlice.reducer,
  [wishlistSlice.name]: wishlistSlice.reducer,
  [wishlistAccountSlice.name]: wishlistAccountSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** One store per request on the server and one per tab in the browser; never a module singleton. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
