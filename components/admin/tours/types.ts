/** Seats a booking holds on a departure (awaiting its deposit), until when and why. */
export type DepartureHold = { bookingNumber: string; seats: number; until: string; reason: string };
export type Departure = { id: string; startDate: string; seatsTotal: number; seatsTaken: number; priceCents: number; status: 'open' | 'closed' | string; holds?: DepartureHold[] };
export type Tour = { id: string; title: string; category?: string; tripType?: string; safariType?: string; level?: string; tags?: string[]; startId?: string; endId?: string; days?: number; priceFrom: number; available: boolean; editedAt?: string | null; editedBy?: string | null; archivedAt?: string | null; archivedBy?: string | null; slugs?: unknown };
export type TourDetail = { tour: Tour; departures: Departure[] };
/** One page the save asked Next to rebuild: a path, or a path with its outcome. */
export type Revalidated = string | { path?: string; url?: string; ok?: boolean; error?: string | null; status?: number };
/** What a publishing call answers besides the tour: the pages rebuilt, and those that could not be. */
export type Published = { revalidated?: Revalidated[]; failed?: string[] };

/** " 3 public pages rebuilt." / " 1 public page not rebuilt: /trip/x." after a departure's change. */
export function publishedNote(body: unknown): string {
  const p = (body ?? {}) as Published;
  const done = p.revalidated?.length ?? 0;
  const failed = p.failed ?? [];
  return `${done ? ` ${done} public page${done === 1 ? '' : 's'} rebuilt.` : ''}${failed.length ? ` Not rebuilt: ${failed.join(', ')}.` : ''}`;
}
