/** Where a booking's private page is and its documents are downloaded, with the link's key: for its pages and its mails. */
export const bookingPagePath = (number: string, key: string) => `/Payment?booking=${encodeURIComponent(number)}&key=${encodeURIComponent(key)}`;
export const invoicePdfPath = (number: string, key: string) => `/api/bookings/${encodeURIComponent(number)}/invoice?key=${encodeURIComponent(key)}`;
export const creditNotePdfPath = (number: string, key: string) => `/api/bookings/${encodeURIComponent(number)}/credit-note?key=${encodeURIComponent(key)}`;
