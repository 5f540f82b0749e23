import type { Messages } from './translate';

/** The page's strings with sections fetched later laid over them, branch by branch (a fetched `booking.departures` keeps the page's other `booking` strings). */
export function mergeMessages(base: Messages, more: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(more)) {
    const under = merged[key];
    merged[key] = typeof value === 'object' && typeof under === 'object' ? mergeMessages(under, value) : value;
  }
  return merged;
}
