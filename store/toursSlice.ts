import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/i18n/config';
import type { TourPage } from '@/server/catalogue/dto';
import type { TourFilter } from '@/server/catalogue/filterSchema';
import { fetchTourPage } from '@/services/tours';
import { hydrate } from './hydrate';

export type ToursState = {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  result: TourPage | null;
  /** The request whose answer counts: a slower earlier answer must not overwrite a newer one. */
  requestId: string | null;
};

const initialState: ToursState = { status: 'idle', result: null, requestId: null };

export const fetchTours = createAsyncThunk('tours/fetch', ({ locale, filter }: { locale: Locale; filter: Partial<TourFilter> }, { signal }) =>
  fetchTourPage(locale, filter, signal),
);

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
        if (state.requestId !== action.meta.requestId || action.meta.aborted) return;
        state.status = 'failed';
      });
  },
});
