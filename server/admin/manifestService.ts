import { spreadsheetCsv } from './spreadsheetCsv';
import { plainDollars } from '@/lib/format/price';
import { addDays } from '@/server/bookings/dates';
import { getDb } from '@/server/db/connection';
import { notFound } from '@/server/http/errors';
import { withDatabase } from '@/server/leads/write';
import { findBookingsOnDeparture, findDepartureWithTour } from './manifestRepository';

export type Passenger = {
  number: string; status: string; fullName: string; email: string; phone: string; country: string;
  adults: number; children: number; childAges: number[]; rooms: string; requests: string;
  /** Every traveller's name as the office recorded them (may be fewer than the party, or none yet). */
  names: string[];
  /** Seats held, not yet paid for (awaiting a deposit), or paid (the deposit in). */
  seats: number; held: boolean; paidCents: number; owedCents: number;
};
export type Manifest = {
  departure: { id: string; tourTitle: string; startDate: string; endDate: string; seatsTotal: number; seatsTaken: number; status: string };
  passengers: Passenger[];
  totals: { bookings: number; travellers: number; seatsPaid: number; seatsHeld: number; owedCents: number };
};

/**
 * GET /api/admin/departures/{id}/manifest: who travels on a departure, for the guide and the
 * lodges: each booking's lead traveller and contact, adults and children (ages), rooms and
 * requests (diet, celebrations), seats held or paid and money still owed; the totals.
 */
export async function departureManifest(id: string): Promise<Manifest> {
  return withDatabase('admin-manifest', async () => {
    const db = getDb();
    const d = await findDepartureWithTour(db, id);
    if (!d) throw notFound();
    const rows = await findBookingsOnDeparture(db, id);
    const passengers = rows.map((b): Passenger => {
      const payload = JSON.parse(b.payload) as { childrenAges?: number[]; rooms?: string; requests?: string; travellerNames?: string[] };
      const paid = Number(b.paid_cents);
      return {
        number: b.number, status: b.status, fullName: b.full_name, email: b.email, phone: b.phone, country: b.country,
        adults: Number(b.adults), children: Number(b.children), childAges: payload.childrenAges ?? [], rooms: payload.rooms ?? '', requests: payload.requests ?? '', names: payload.travellerNames ?? [],
        seats: Number(b.seats), held: b.status !== 'confirmed' && b.status !== 'completed', paidCents: paid, owedCents: Math.max(0, Number(b.total_cents) - paid),
      };
    });
    return {
      departure: { id: d.id, tourTitle: d.title ?? d.tour_id, startDate: d.start_date, endDate: addDays(d.start_date, Number(d.days) - 1), seatsTotal: Number(d.seats_total), seatsTaken: Number(d.seats_taken), status: d.status },
      passengers,
      totals: {
        bookings: passengers.length,
        travellers: passengers.reduce((n, p) => n + p.adults + p.children, 0),
        seatsPaid: passengers.filter((p) => !p.held).reduce((n, p) => n + p.seats, 0),
        seatsHeld: passengers.filter((p) => p.held).reduce((n, p) => n + p.seats, 0),
        owedCents: passengers.reduce((n, p) => n + p.owedCents, 0),
      },
    };
  });
}

/** The manifest as a CSV for a spreadsheet, one row per booking. */
export function manifestCsv(m: Manifest): string {
  const rows = m.passengers.map((p) => [
    m.departure.startDate, m.departure.tourTitle, p.number, p.status, p.fullName, p.names.join('; '), p.email, p.phone, p.country, p.adults, p.children, p.childAges.join(' '), p.rooms, p.requests,
    p.held ? 'held' : 'paid', p.seats, plainDollars(p.paidCents), plainDollars(p.owedCents),
  ]);
  const columns = ['start', 'tour', 'booking', 'status', 'lead traveller', 'traveller names', 'email', 'phone', 'country', 'adults', 'children', 'children ages', 'rooms', 'requests', 'seats', 'seat count', 'paid USD', 'owed USD'];
  return spreadsheetCsv(rows, columns);
}
