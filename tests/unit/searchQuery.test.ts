import { describe, expect, it } from 'vitest';
import { isUpcomingDay, searchFromQuery } from '@/lib/leads/searchQuery';

describe('searchFromQuery', () => {
  const today = '2026-11-28';
  it('reads the hero search from the tour list URL: where, an upcoming date, travellers in range', () => {
    expect(searchFromQuery({ q: ' Serengeti ', date: '2027-03-01', adults: '3', children: '1' }, today)).toEqual({ where: 'Serengeti', date: '2027-03-01', adults: 3, children: 1 });
    expect(searchFromQuery({ date: today }, today)).toEqual({ date: today });
  });
  it('drops a past or malformed date and numbers out of range, and is null when nothing is left', () => {
    expect(searchFromQuery({ date: '2026-11-27', adults: '0', children: '-1' }, today)).toBeNull();
    expect(searchFromQuery({ date: '2027-02-30x', adults: '31', children: '21' }, today)).toBeNull();
    expect(searchFromQuery({ page: '2' }, today)).toBeNull();
  });
  it('isUpcomingDay: today and later only', () => {
    expect(isUpcomingDay('2026-11-28', today)).toBe(true);
    expect(isUpcomingDay('2026-11-27', today)).toBe(false);
    expect(isUpcomingDay('', today)).toBe(false);
  });
});
