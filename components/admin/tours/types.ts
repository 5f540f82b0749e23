export type Departure = { id: string; startDate: string; seatsTotal: number; seatsTaken: number; priceCents: number; status: 'open' | 'closed' | string };
export type Tour = { id: string; title: string; category?: string; days?: number; priceFrom: number; available: boolean; editedAt?: string | null; editedBy?: string | null; slugs?: unknown };
export type TourDetail = { tour: Tour; departures: Departure[] };
/** One page the save asked Next to rebuild: a path, or a path with its outcome. */
export type Revalidated = string | { path?: string; url?: string; ok?: boolean; error?: string | null; status?: number };
