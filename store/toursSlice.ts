import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from '@/lib/i18n/config';
import type { FilteredTourPage } from '@/server/catalogue/dto';
import type { TourFilter } from '@/lib/catalogue/filterFields';
import { hydrate } from './hydrate';

export type ToursState = {
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  result: FilteredTourPage | null;
  /** The request whose answer counts: a slower earlier answer must not overwrite a newer one. */
  requestId: number | null;
};

const initialState: ToursState = { status: 'idle', result: null, requestId: null };

export const toursSlice = createSlice({
  name: 'tours',
  initialState,
  reducers: {
    // Spec section 4: the previous result is cleared before each new filter request.
    requested(state, action: PayloadAction<number>) {
      state.status = 'loading';
      state.result = null;
      state.requestId = action.payload;
    },
    received(state, action: PayloadAction<{ requestId: number; result: FilteredTourPage }>) {
      if (state.requestId !== action.payload.requestId) return;
      state.status = 'succeeded';
      state.result = action.payload.result;
    },
    failed(state, action: PayloadAction<number>) {
      if (state.requestId === action.payload) state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, (state, action) => (action.payload.tours as ToursState | undefined) ?? state);
  },
});

let lastRequest = 0;

/** Fetches one page of tours for the filter (GET /api/filter); an aborted request changes nothing. */
export function fetchTours({ locale, filter }: { locale: Locale; filter: Partial<TourFilter> }, signal?: AbortSignal) {
  return async (dispatch: (action: unknown) => unknown) => {
    const requestId = ++lastRequest;
    dispatch(toursSlice.actions.requested(requestId));
    try {
      // The HTTP client arrives with the first filter change, not with every page's first load.
      const { fetchTourPage } = await import('@/services/tours');
      dispatch(toursSlice.actions.received({ requestId, result: await fetchTourPage(locale, filter, signal) }));
    } catch {
      if (!signal?.aborted) dispatch(toursSlice.actions.failed(requestId));
    }
  };
}
