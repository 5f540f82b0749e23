import { combineReducers, type Reducer, type UnknownAction } from 'redux';
import { appSlice } from './appSlice';
import { authSlice } from './authSlice';
import { consentSlice } from './consentSlice';
import { requestStatusSlice } from './requestStatusSlice';
import type { ToursState } from './toursSlice';
import { wishlistAccountSlice } from './wishlistAccountSlice';
import { wishlistSlice } from './wishlistSlice';

/** The slices the layout needs on every page. */
const everyPage = {
  app: appSlice.reducer,
  auth: authSlice.reducer,
  consent: consentSlice.reducer,
  requestStatus: requestStatusSlice.reducer,
  wishlist: wishlistSlice.reducer,
  wishlistAccount: wishlistAccountSlice.reducer,
};

/** Slices one page brings along (absent from the state until that page's code has loaded). */
type LazySlices = { tours: ToursState };

export type RootState = { [K in keyof typeof everyPage]: ReturnType<(typeof everyPage)[K]> } & Partial<LazySlices>;

type InjectableReducer = Reducer<RootState, UnknownAction, Partial<RootState>> & {
  /** Adds a slice's reducer (RTK's combineSlices().inject, which this replaces: its code would load with every page). */
  inject: <K extends keyof LazySlices>(slice: { reducerPath: K; reducer: Reducer<LazySlices[K], UnknownAction> }) => void;
};

/**
 * A slice only one page uses joins when that page's code loads (`rootReducer.inject(slice)` in
 * the slice's module), so other pages never download it.
 */
function injectableReducer(): InjectableReducer {
  const reducers: Record<string, Reducer> = { ...everyPage };
  let combined = combineReducers(reducers);
  const reducer = ((state, action) => combined(state, action)) as InjectableReducer;
  reducer.inject = ({ reducerPath, reducer: slice }) => {
    if (reducers[reducerPath] === slice) return;
    reducers[reducerPath] = slice as Reducer;
    combined = combineReducers({ ...reducers });
  };
  return reducer;
}

export const rootReducer = injectableReducer();
