import { describe, expect, it } from 'vitest';
import { formatMoment } from '@/lib/format/moment';

// Walked on 29 Nov: "your seats are held until Nov 29, 2026, 8:40 PM" named no time zone, while
// the traveller may book from another continent than the office.
describe('formatMoment', () => {
  it('names the time zone of the time it gives, in the page\'s language', () => {
    const at = '2026-11-29T17:40:00.000Z';
    expect(formatMoment(at, 'en', 'Africa/Dar_es_Salaam')).toMatch(/^November 29, 2026 at 8:40\sPM GMT\+3$/);
    expect(formatMoment(at, 'de', 'Europe/Berlin')).toBe('29. November 2026 um 18:40 MEZ');
    expect(formatMoment(at, 'en', 'UTC')).toMatch(/UTC$/);
  });

  // Walked on 30 Nov: the Portuguese page said "retidos até 30/11/2026, 12:29 UTC" beside "2 de dezembro de 2026".
  it('writes the month as the page\'s dates do, in every language', () => {
    expect(formatMoment('2026-12-02T10:29:00.000Z', 'pt', 'UTC')).toBe('2 de dezembro de 2026 às 10:29 UTC');
  });
});
