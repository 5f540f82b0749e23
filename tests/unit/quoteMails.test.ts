import { describe, expect, it } from 'vitest';
import { quoteShortSchema } from '@/lib/leads/schemas';
import { quoteMails } from '@/server/mail/compose';

// Walked on 29 Nov: the acknowledgement said "Abreisedatum: 2027-07-14" while the thank-you page
// said "14. Juli 2027", and the form's "(optional)" came along in "Welche Tour? (optional): …".

const day = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
const sent = quoteShortSchema.parse({
  source: 'modal', tour: 'serengeti-lodge', departureDate: day, adults: 2, children: 1, childrenAges: [8],
  fullName: 'Jürgen Weiß', email: 'juergen@example.de', phone: '+49 30 1234567', country: 'DE', message: '',
});
const written = (locale: 'de' | 'en') => new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe('quoteMails', () => {
  it('the traveller reads the date as their language writes it, and the tour under a plain label', () => {
    const [traveller, operator] = quoteMails('Q-2026-000001', 'de', sent, 'Serengeti Lodge-Safari');
    expect(traveller!.body).toContain(`Abreisedatum: ${written('de')}`);
    expect(traveller!.body).toContain('Reise: Serengeti Lodge-Safari');
    expect(traveller!.body).not.toContain(day);
    expect(traveller!.body).not.toContain('(optional)');
    expect(operator!.body).toContain(`Departure date: ${written('en')}`);
    expect(operator!.body).toContain('Tour: Serengeti Lodge-Safari');
    // A question as label takes its answer without a colon ("…kontaktieren? E-Mail", not "?: E-Mail").
    expect(traveller!.body).toContain('Wie sollen wir Sie kontaktieren? E-Mail');
    expect(traveller!.body).not.toContain('?:');
    // The child's age named as such (walked on 29 Nov: "Kinder (unter 18): 1 (8)").
    expect(traveller!.body).toContain('1 (Alter 8)');
    expect(operator!.body).toContain('1 (age 8)');
  });
});
