const DAY_MS = 86_400_000;

/** Today's date in UTC (YYYY-MM-DD): the server's day for deposits and departures. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** A YYYY-MM-DD date moved by whole days. */
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
