/**
 * When shared tours leave: group safaris every Monday and Thursday, group climbs on the 1st and
 * the 16th of each month. Seats per departure: one safari vehicle (6 window seats), or a
 * climbing group of 12. Pure, so the seed and its tests agree.
 */
export const SAFARI_SEATS = 6;
export const CLIMB_SEATS = 12;
export const SCHEDULE_MONTHS = 12;

const DAY_MS = 86_400_000;
const isClimb = (category: string) => category === 'kilimanjaro' || category === 'meru';

export const seatsFor = (category: string) => (isClimb(category) ? CLIMB_SEATS : SAFARI_SEATS);

/** Departure dates (YYYY-MM-DD) after `today` and up to SCHEDULE_MONTHS months ahead. */
export function departureDates(category: string, today: string, months = SCHEDULE_MONTHS): string[] {
  const start = Date.parse(`${today}T00:00:00Z`) + DAY_MS;
  const endDate = new Date(start);
  endDate.setUTCMonth(endDate.getUTCMonth() + months);
  const dates: string[] = [];
  for (let t = start; t <= endDate.getTime(); t += DAY_MS) {
    const d = new Date(t);
    const leaves = isClimb(category) ? d.getUTCDate() === 1 || d.getUTCDate() === 16 : d.getUTCDay() === 1 || d.getUTCDay() === 4;
    if (leaves) dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

export const departureId = (tourId: string, date: string) => `${tourId}@${date}`;
