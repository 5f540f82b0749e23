import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/i18n/config';
import type { FilteredTourPage } from '@/server/catalogue/dto';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { hydrate } from './hydrate';

export type ToursState = {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  result: FilteredTourPage | null;
  /** The request whose answer counts: a slower earlier answer must not overwrite a newer one. */
  requestId: string | null;
};

const initialState: ToursState = { status: 'idle', result: null, requestId: null };

/** One page of tours for the filter (GET /api/filter). Abort it (`promise.abort()`) when the URL moves on. */
export const fetchTours = createAsyncThunk('tours/fetch', async ({ locale, filter }: { locale: Locale; filter: Partial<TourFilter> }, { signal }) => {
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
      .addCase(hydrate, (state, action) => (action.payload.tours as ToursState | undefined) ?? state)
      // Spec section 4: the previous result is cleared before each new filter request.
      .addCase(fetchTours.pending, (state, action) => {
        state.status = 'loading';
        state.result = null;
        state.requestId = action.meta.requestId;
      })
      .addCase(fetchTours.fulfilled, (state, action) => {
        if (state.requestId !== action.meta.requestId) return;
        state.status = 'succeeded';
        state.result = action.payload;
      })
      .addCase(fetchTours.rejected, (state, action) => {
        // An aborted request was replaced by a newer one (or the page was left): it changes nothing.
        if (state.requestId === action.meta.requestId && !action.meta.aborted) state.status = 'failed';
      });
  },
});

export const selectTours = (state: { tours: ToursState }) => state.tours;
