import type { BookingLevel, BookingStatus, DepositRule, RoomOption } from '@/lib/booking/rules';
import type { PriceLine } from '@/lib/booking/pricing';

/** A departure as GET /api/departures lists it. */
export type DepartureDto = {
  id: string;
  tourSlug: string;
  tourTitle: string;
  days: number;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  seatsTotal: number;
  seatsLeft: number;
  /** Per adult, in US cents. */
  priceCents: number;
};

/** POST /api/bookings answers this (201). */
export type BookingCreated = {
  bookingNumber: string;
  status: BookingStatus;
  totalCents: number;
  depositCents: number;
  depositPercent: number;
  balanceDueDate: string;
  holdExpiresAt?: string;
  /** Absolute URL on the booking's language domain: /Payment?booking=…&key=… */
  manageUrl: string;
};

/** The invoice as issued: what the page shows and the PDF prints, in the booking's language. */
export type InvoiceDocument = {
  number: string;
  bookingNumber: string;
  locale: string;
  /** ISO timestamp. */
  issuedAt: string;
  customer: { name: string; email: string; phone: string; country: string };
  tour: { title: string; days: number } | null;
  startDate: string;
  level: BookingLevel;
  lines: PriceLine[];
  totalCents: number;
  depositPercent: number;
  depositCents: number;
  balanceCents: number;
  /** YYYY-MM-DD: the deposit is due by the hold's end (or on issue when there is no hold). */
  depositDueDate: string;
  balanceDueDate: string;
  /** The deposit had been paid when this version was issued (a change after it): it is stated as received, at its first date. */
  depositReceived?: boolean;
};

/**
 * The credit note that cancels a cancelled booking's invoice, as issued: the whole invoiced total
 * is credited, so nothing stays due. What was paid is stated; its refund follows the terms.
 */
export type CreditNoteDocument = {
  number: string;
  invoiceNumber: string;
  /** When the invoice was issued (ISO timestamp). */
  invoiceIssuedAt: string;
  bookingNumber: string;
  locale: string;
  /** ISO timestamp. */
  issuedAt: string;
  customer: InvoiceDocument['customer'];
  tour: InvoiceDocument['tour'];
  startDate: string;
  /** The invoice's total, credited in full. */
  creditedCents: number;
  /** Paid on the booking when it was cancelled. */
  paidCents: number;
};

/** GET /api/bookings/{number}?key= : everything the Payment and BookingCompleted pages show. */
export type BookingView = {
  bookingNumber: string;
  status: BookingStatus;
  locale: string;
  tour: { slug: string; title: string; days: number } | null;
  departureId: string | null;
  startDate: string;
  endDate: string | null;
  level: BookingLevel;
  depositRule: DepositRule;
  adults: number;
  children: number;
  childrenAges: number[];
  rooms: RoomOption;
  fullName: string;
  email: string;
  phone: string;
  country: string;
  requests: string;
  quoteNumber: string | null;
  lines: PriceLine[];
  totalCents: number;
  depositPercent: number;
  depositCents: number;
  paidCents: number;
  /** Money paid back to the traveller (online, by bank or cash), in cents. */
  refundedCents: number;
  balanceCents: number;
  balanceDueDate: string;
  holdExpiresAt: string | null;
  /** Whether the traveller opened the confirmation link mailed to the booking's address (seats are held briefly until then). */
  emailConfirmed: boolean;
  invoice: (InvoiceDocument & { pdfUrl: string }) | null;
  /** Once a booking with an invoice is cancelled: the credit note that cancels that invoice. */
  creditNote: (CreditNoteDocument & { pdfUrl: string }) | null;
  payments: { method: 'online' | 'bank'; status: 'pending' | 'completed' | 'failed' | 'reversed'; amountCents: number; at: string }[];
  /** Online payment is possible only with provider credentials; otherwise test mode and bank transfer. */
  onlinePayment: { available: boolean; testMode: boolean };
  history: { status: BookingStatus; at: string }[];
};
