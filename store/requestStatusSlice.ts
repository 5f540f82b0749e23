import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The forms whose sending the spec tracks (section 4), and the booking form. */
export type StatusForm = 'quote' | 'contact' | 'affiliate' | 'review' | 'booking';

/** Spec section 4: unset until answered, true on 200/201, false on failure or network error. */
export type RequestStatus = boolean | null;

export type RequestStatusState = Record<StatusForm, RequestStatus>;

const initialState: RequestStatusState = { quote: null, contact: null, affiliate: null, review: null, booking: null };

export const requestStatusSlice = createSlice({
  name: 'requestStatus',
  initialState,
  reducers: {
    requestStatusChanged: (state, { payload: { form, status } }: PayloadAction<{ form: StatusForm; status: RequestStatus }>) => {
      state[form] = status;
    },
  },
});

export const { requestStatusChanged } = requestStatusSlice.actions;

export const selectRequestStatus = (form: StatusForm) => (state: { requestStatus: RequestStatusState }) => state.requestStatus[form];
