const DAY_MS = 86_400_000;

/** Today's date in UTC (YYYY-MM-DD): the server's day for deposits and departures. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** A YYYY-MM-DD date moved by whole days. */
export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** A month (YYYY-MM) as its first and last day (YYYY-MM-DD, both included): day 0 of the next month is its last. */
export const monthDays = (month: string): [string, string] => [`${month}-01`, new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).toISOString().slice(0, 10)];
