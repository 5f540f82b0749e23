/** Where the booking's documents are downloaded, with the link's key: for its page and its mails. */
export const invoicePdfPath = (number: string, key: string) => `/api/bookings/${encodeURIComponent(number)}/invoice?key=${encodeURIComponent(key)}`;
export const creditNotePdfPath = (number: string, key: string) => `/api/bookings/${encodeURIComponent(number)}/credit-note?key=${encodeURIComponent(key)}`;
