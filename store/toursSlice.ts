import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/i18n/config';
import type { FilteredTourPage, ShownTourPage } from '@/server/catalogue/dto';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { hydrate } from './hydrate';
import { rootReducer } from './rootReducer';

export type ToursState = {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  /** The API's page (every field of each tour) or the list page's first one (each tour as its card). */
  result: ShownTourPage | null;
  /** The request whose answer counts: a slower earlier answer must not overwrite a newer one. */
  requestId: string | null;
};

const initialState: ToursState = { status: 'idle', result: null, requestId: null };

/** One page of tours for the filter (GET /api/filter). Abort it (`promise.abort()`) when the URL moves on. */
export const fetchTours = createAsyncThunk('tours/fetch', async ({ locale, filter }: { locale: Locale; filter: Partial<TourFilter> }, { signal }): Promise<FilteredTourPage> => {
  // The HTTP client arrives with the first filter change, not with every page's first load.
  const { fetchTourPage } = await import('@/services/tours');
  return fetchTourPage(locale, filter, signal);
});

export const toursSlice = createSlice({
  name: 'tours',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, (state, { payload }) => (payload.tours as ToursState | undefined) ?? state)
      // Spec section 4: the previous result is cleared before each new filter request.
      .addCase(fetchTours.pending, (_state, { meta }): ToursState => ({ status: 'loading', result: null, requestId: meta.requestId }))
      .addCase(fetchTours.fulfilled, (state, { payload, meta }) => {
        if (state.requestId !== meta.requestId) return;
        state.status = 'succeeded';
        state.result = payload;
      })
      // An aborted request was replaced by a newer one (or the page was left): it changes nothing.
      .addCase(fetchTours.rejected, (state, { meta }) => {
        if (state.requestId === meta.requestId && !meta.aborted) state.status = 'failed';
      });
  },
  selectors: { selectTours: (state) => state },
});

// Only the tour list uses this slice: its reducer joins the store when this module loads
// (combineSlices' inject), so other pages' stores never hold it.
const injected = toursSlice.injectInto(rootReducer);

/** Before the slice has seen an action (a store made before this module loaded), its initial state. */
export const { selectTours } = injected.selectors;
