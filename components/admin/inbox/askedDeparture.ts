import { departureDay, type AdminDeparture } from './DeparturePicker';

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/**
 * What the office reads under the departure list when the day the traveller asked for has no
 * departure that can take the party: that day, and the nearest ones before and after that can.
 * Nothing is chosen for the office: a date other than the one asked for is the traveller's to accept.
 */
export function askedDepartureHint(departures: AdminDeparture[], asked: string, party: number): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asked)) return undefined;
  const fits = departures.filter((d) => d.status === 'open' && d.seatsTotal - d.seatsTaken >= party);
  if (fits.some((d) => d.startDate === asked)) return undefined;
  const target = dayNumber(asked);
  const before = fits.filter((d) => dayNumber(d.startDate) < target).at(-1);
  const after = fits.find((d) => dayNumber(d.startDate) > target);
  const away = (d: AdminDeparture) => {
    const n = Math.abs(dayNumber(d.startDate) - target);
    return `${departureDay(d.startDate)} (${n} day${n === 1 ? '' : 's'} ${dayNumber(d.startDate) < target ? 'earlier' : 'later'})`;
  };
  const nearest = [before, after].filter((d): d is AdminDeparture => Boolean(d)).map(away);
  const lead = `The traveller asked for ${departureDay(asked)}: no departure that day with ${party} seat${party === 1 ? '' : 's'} free.`;
  return nearest.length ? `${lead} Nearest: ${nearest.join(' or ')}.` : `${lead} No other departure can take them.`;
}
