import { z } from 'zod';
import { addDays, monthDays, todayUtc } from '@/server/bookings/dates';
import { getDb } from '@/server/db/connection';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { findDeparturesBetween, findPrivateTripsBetween } from './calendarRepository';

const query = z.object({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'key:invalid' }).optional() });


/**
 * GET /api/admin/calendar?month=YYYY-MM (this month by default) → { month, days: [{ date, departures, trips }] }:
 * each day of the month with the departures that start on it (seats left, travellers booked, open
 * or closed) and the private trips that begin then.
 */
export async function monthCalendar(params: unknown) {
  const month = parseInput(query, params).month ?? todayUtc().slice(0, 7);
  const [from, to] = monthDays(month);
  return withDatabase('admin-calendar', async () => {
    const db = getDb();
    const [departures, trips] = await Promise.all([findDeparturesBetween(db, from, to), findPrivateTripsBetween(db, from, to)]);
    const days: { date: string; departures: unknown[]; trips: unknown[] }[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      days.push({
        date,
        departures: departures.filter((d) => d.start_date === date).map((d) => ({
          id: d.id, tourId: d.tour_id, tourTitle: d.title ?? d.tour_id, days: Number(d.days), status: d.status,
          seatsTotal: Number(d.seats_total), // Seats are taken only by bookings travelling (held or paid) and given back when one ends: they are its travellers.
          seatsLeft: Math.max(0, Number(d.seats_total) - Number(d.seats_taken)), travellers: Number(d.seats_taken),
        })),
        trips: trips.filter((t) => t.start_date === date).map((t) => ({ number: t.number, status: t.status, name: t.full_name, tourTitle: t.title ?? 'Tailor-made', travellers: Number(t.adults) + Number(t.children) })),
      });
    }
    return { month, days };
  });
}
