import type { Locale } from '@/lib/i18n/config';
import type { AccountBooking } from '@/server/bookings/accountBookings';
import type { BookingView, DepartureDto } from '@/server/bookings/dto';
import { apiClient, bearer } from './apiClient';

// The booking calls the browser makes (the form itself is sent through services/leads.ts).

/** GET /api/departures: upcoming open departures of one tour, or of every tour, soonest first (at most `limit`). */
export async function fetchDepartures(locale: Locale, query: { tour?: string; limit?: number }, signal?: AbortSignal): Promise<DepartureDto[]> {
  const { data } = await apiClient(locale).get<{ departures: DepartureDto[] }>('/departures', { params: query, signal });
  return data.departures;
}

/** GET /api/bookings/{number}?key=: the traveller's booking, with its invoice and payments. */
export async function fetchBooking(locale: Locale, bookingNumber: string, key: string): Promise<BookingView> {
  const { data } = await apiClient(locale).get<BookingView>(`/bookings/${encodeURIComponent(bookingNumber)}`, { params: { key } });
  return data;
}

/** POST /api/bookings/{number}/confirm-email: the mailed link's code confirms the traveller's address; answers the booking. */
export async function confirmBookingEmail(locale: Locale, bookingNumber: string, key: string, code: string): Promise<BookingView> {
  const { data } = await apiClient(locale).post<BookingView>(`/bookings/${encodeURIComponent(bookingNumber)}/confirm-email`, { key, code });
  return data;
}

/** POST /api/submit-order-request: the payment provider's hosted page for the deposit. */
export async function submitOrderRequest(locale: Locale, bookingNumber: string, key: string): Promise<string> {
  const { data } = await apiClient(locale).post<{ redirect_url: string }>('/submit-order-request', { bookingNumber, key });
  return data.redirect_url;
}

/** GET /api/bookings/mine: the signed-in traveller's bookings, each with its private link. */
export async function fetchAccountBookings(locale: Locale, token: string): Promise<AccountBooking[]> {
  const { data } = await apiClient(locale).get<{ bookings: AccountBooking[] }>('/bookings/mine', bearer(token));
  return data.bookings;
}
