import { describe, expect, it } from 'vitest';
import { quoteShortSchema } from '@/lib/leads/schemas';
import { quoteMails, reviewMails } from '@/server/mail/compose';
import { siteOrigin } from '@/lib/i18n/origins';
import { quoteRequestSchema, reviewSchema } from '@/lib/leads/schemas';

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
    const [traveller, operator] = quoteMails('Q-2026-000001', 'de', sent, { title: 'Serengeti Lodge-Safari', slug: 'serengeti-lodge-safari' });
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

  // Walked on 30 Nov: the acknowledgement had no link to the tour asked about, a request started
  // from a tour named it twice ("Reise" and "Wohin…?"), and the office's notice no way into the back office.
  it('names the tour once, with its page on the language\'s domain; the office gets the request\'s page in the back office', () => {
    const [traveller, operator] = quoteMails('Q-2026-000001', 'de', sent, { title: 'Serengeti Lodge-Safari', slug: 'serengeti-lodge-safari' });
    expect(traveller!.body).toContain(`Reise: Serengeti Lodge-Safari\n${siteOrigin('de')}/trip/serengeti-lodge-safari`);
    expect(operator!.body).toContain(`${siteOrigin('en')}/admin/inbox/Q-2026-000001`);
    const wizard = quoteRequestSchema.safeParse({
      source: 'wizard', tour: 'serengeti-lodge-safari', travelType: 'couple', days: 5, travelWith: 'partner', budget: '3500-5000', departureDate: day,
      destination: 'Serengeti Lodge-Safari', adults: 2, children: 0, childrenAges: [], interests: ['safari'], contactPreference: 'email',
      fullName: 'Jürgen Weiß', email: 'juergen@example.de', phone: '+49 30 1234567', country: 'DE', message: '', couponCode: '',
    });
    expect(wizard.error).toBeUndefined();
    const [fromTour] = quoteMails('Q-2026-000002', 'de', wizard.data!, { title: 'Serengeti Lodge-Safari', slug: 'serengeti-lodge-safari' });
    expect(fromTour!.body.split('Serengeti Lodge-Safari').length - 1).toBe(1);
    // No coupon, no word on it; one typed is said to be checked, not to apply (walked on 30 Nov: "BADCODE" read as granted).
    expect(fromTour!.body).not.toContain('Rabatt');
    const [coupon] = quoteMails('Q-2026-000003', 'de', { ...wizard.data!, couponCode: 'BADCODE' } as typeof wizard.data & object);
    expect(coupon!.body).toContain('Gutscheincode: BADCODE');
    expect(coupon!.body).toContain('Wir prüfen den Code und bestätigen einen Rabatt in unserer Antwort.');
  });
});

describe('reviewMails', () => {
  it('tells the office where to approve it, with the country and month in words', () => {
    const review = reviewSchema.parse({ name: 'Chloé Martin', email: 'chloe@example.fr', country: 'FR', rating: 5, title: 'Merveilleux', text: 'Un safari merveilleux, merci à toute l\'équipe !', travelDate: '2026-08' });
    const [operator] = reviewMails('R-2026-000001', 'fr', review);
    expect(operator!.body).toContain(`${siteOrigin('en')}/admin/reviews`);
    expect(operator!.body).not.toContain('npm run');
    expect(operator!.body).toContain('France');
    expect(operator!.body).toContain('August 2026');
    expect(operator!.body).not.toContain('2026-08');
    // In the office's words, not the form's questions to the writer.
    for (const line of ['Name: Chloé Martin', 'Country: France', 'Rating: 5/5', 'Title: Merveilleux', 'Travelled: August 2026']) expect(operator!.body).toContain(line);
    expect(operator!.body).not.toMatch(/Your rating|Your review|Your name/);
  });
});
