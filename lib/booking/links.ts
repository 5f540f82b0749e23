/** Where a booking's invoice PDF is downloaded: the traveller's key opens it, as it opens the booking. */
export const invoicePdfPath = (bookingNumber: string, key: string) =>
  `/api/bookings/${encodeURIComponent(bookingNumber)}/invoice?key=${encodeURIComponent(key)}`;
