import type { Locale } from '@/lib/i18n/config';
import type { FilteredTourPage } from '@/server/catalogue/dto';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { abortableThunk } from './abortableThunk';
import { hydrate } from './hydrate';
import { plainSlice } from './plainSlice';
import { rootReducer } from './rootReducer';

export type ToursState = {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  result: FilteredTourPage | null;
  /** The request whose answer counts: a slower earlier answer must not overwrite a newer one. */
  requestId: string | null;
};

const initialState: ToursState = { status: 'idle', result: null, requestId: null };

/** One page of tours for the filter (GET /api/filter). Abort it (`promise.abort()`) when the URL moves on. */
export const fetchTours = abortableThunk('tours/fetch', async ({ locale, filter }: { locale: Locale; filter: Partial<TourFilter> }, signal): Promise<FilteredTourPage> => {
  // The HTTP client arrives with the first filter change, not with every page's first load.
  const { fetchTourPage } = await import('@/services/tours');
  return fetchTourPage(locale, filter, signal);
});

export const toursSlice = plainSlice('tours', initialState, {}, (state, action): ToursState => {
  if (hydrate.match(action)) return (action.payload.tours as ToursState | undefined) ?? state;
  // Spec section 4: the previous result is cleared before each new filter request.
  if (fetchTours.pending.match(action)) return { status: 'loading', result: null, requestId: action.meta.requestId };
  if (fetchTours.fulfilled.match(action)) return state.requestId === action.meta.requestId ? { ...state, status: 'succeeded', result: action.payload } : state;
  // An aborted request was replaced by a newer one (or the page was left): it changes nothing.
  if (fetchTours.rejected.match(action) && state.requestId === action.meta.requestId && !action.meta.aborted) return { ...state, status: 'failed' };
  return state;
});

// Only the tour list uses this slice: its reducer joins the store when this module loads, so
// other pages carry neither it nor its request code.
rootReducer.inject(toursSlice);

/** Before the slice has seen an action (a store made before this module loaded), its first state. */
export const selectTours = (state: { tours?: ToursState }) => state.tours ?? initialState;
