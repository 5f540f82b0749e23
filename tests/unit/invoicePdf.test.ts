import { describe, expect, it } from 'vitest';
import { extractText, getMeta } from 'unpdf';
import { priceBooking } from '@/lib/booking/pricing';
import type { InvoiceDocument } from '@/server/bookings/dto';
import { renderInvoicePdf } from '@/server/bookings/invoicePdf';

// Each invoice is priced by the same code as a real booking, then read back as a traveller's
// PDF reader would see it: the text pdf.js extracts, not the pdfkit calls.

const ISSUED = '2026-03-14';

type Party = { locale: string; name: string; country: string; startDate: string; childrenAges?: number[]; tour?: InvoiceDocument['tour'] };

function invoiceFor(p: Party): InvoiceDocument {
  const price = priceBooking({
    adultCents: 185_000, tourLevel: 'mid-range', level: 'mid-range', safariType: 'lodge',
    adults: 2, childrenAges: p.childrenAges ?? [], startDate: p.startDate, today: ISSUED,
  });
  return {
    number: 'INV-2026-00042',
    bookingNumber: 'B-2026-00123',
    locale: p.locale,
    issuedAt: `${ISSUED}T09:30:00.000Z`,
    customer: { name: p.name, email: 'traveller@example.com', phone: '+49 30 1234567', country: p.country },
    tour: p.tour === undefined ? { title: '6-Day Serengeti & Ngorongoro Lodge Safari', days: 6 } : p.tour,
    startDate: p.startDate,
    level: 'mid-range',
    lines: price.lines,
    totalCents: price.totalCents,
    depositPercent: price.depositPercent,
    depositCents: price.depositCents,
    balanceCents: price.balanceCents,
    depositDueDate: '2026-03-16',
    balanceDueDate: price.balanceDueDate,
  };
}

async function read(invoice: InvoiceDocument, paidCents = 0) {
  const pdf = await renderInvoicePdf(invoice, undefined, [], paidCents);
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { pdf, text, totalPages };
}

describe('renderInvoicePdf', () => {
  it('English: a one-page PDF with the numbers, the lines, the deposit and the balance with their dates', async () => {
    const { pdf, text, totalPages } = await read(invoiceFor({ locale: 'en', name: 'Amelia Hart', country: 'GB', startDate: '2026-10-01' }));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(totalPages).toBe(1);
    for (const s of ['Twiga Trails Safaris', 'Njiro Road, Arusha, Tanzania', 'TIN 123-456-789', 'Invoice', 'INV-2026-00042', 'B-2026-00123', 'March 14, 2026']) expect(text).toContain(s);
    for (const s of ['Amelia Hart', 'traveller@example.com', 'United Kingdom', '6 days', 'October 1, 2026', 'Mid-range']) expect(text).toContain(s);
    expect(text).toContain('Adults (from 16 years) 2 $ 1,850 $ 3,700');
    expect(text).toContain('Total $ 3,700');
    expect(text).toContain('Deposit (30%) due by March 16, 2026 $ 1,110');
    expect(text).toContain('Balance due by August 2, 2026 $ 2,590');
    // Bank transfer, with the booking number as the reference.
    for (const s of ['Bank transfer', 'CRDB Bank PLC, Arusha Branch', '0250 1234 5678 00', 'CORUTZTZ', 'USD', 'Reference B-2026-00123']) expect(text).toContain(s);
    expect(text).toContain("Online payment: see your booking's page.");
    expect(text).not.toContain('booking.invoice.');
  });

  it('rounds a deposit share to whole dollars, the balance taking the rest', async () => {
    const { text } = await read(invoiceFor({ locale: 'en', name: 'Amelia Hart', country: 'GB', startDate: '2026-10-01', childrenAges: [8, 1] }));
    expect(text).toContain('Children (3 to 15 years) 1 $ 1,295 $ 1,295');
    expect(text).toContain('Infants (under 3 years) 1 $ 0 $ 0');
    expect(text).toContain('Total $ 4,995');
    expect(text).toContain('Deposit (30%) due by March 16, 2026 $ 1,499');
    expect(text).toContain('Balance due by August 2, 2026 $ 3,496');
  });

  it('German: German labels, dates and country, the name with its umlauts', async () => {
    const { text } = await read(invoiceFor({ locale: 'de', name: 'Jürgen Müller-Weiß', country: 'DE', startDate: '2026-10-01' }));
    for (const s of ['Rechnung', 'Rechnungsnummer INV-2026-00042', 'Buchungsnummer B-2026-00123', 'Rechnungsdatum 14. März 2026']) expect(text).toContain(s);
    for (const s of ['Jürgen Müller-Weiß', 'Deutschland', '6 Tage', 'Reisebeginn 1. Oktober 2026', 'Mittelklasse']) expect(text).toContain(s);
    expect(text).toContain('Gesamtbetrag $ 3,700');
    expect(text).toContain('Anzahlung (30 %) fällig bis 16. März 2026 $ 1,110');
    expect(text).toContain('Restbetrag fällig bis 2. August 2026 $ 2,590');
    for (const s of ['Banküberweisung', 'Kontoinhaber', 'Verwendungszweck B-2026-00123', 'Online-Zahlung']) expect(text).toContain(s);
    expect(text).not.toMatch(/\b(Invoice|Deposit|Balance)\b/);
  });

  it.each([
    { locale: 'fr', name: 'François Lefèvre-Garçon', country: 'FR', expected: ['Facture', 'France', 'Acompte (30 %) à régler au plus tard le 16 mars 2026 $ 1,110', 'Solde à régler au plus tard le 2 août 2026 $ 2,590', 'Virement bancaire'] },
    { locale: 'es', name: 'Íñigo Peña Muñoz', country: 'ES', expected: ['Factura', 'España', 'Depósito (30 %) a pagar a más tardar el 16 de marzo de 2026 $ 1,110', 'Gama media', 'Transferencia bancaria'] },
    { locale: 'pt', name: 'João Simões', country: 'PT', expected: ['Fatura', 'Portugal', 'Sinal (30%) a pagar até 16 de março de 2026 $ 1,110', 'Saldo a pagar até 2 de agosto de 2026 $ 2,590', 'Transferência bancária'] },
  ])('$locale: accents come through intact ($name)', async ({ locale, name, country, expected }) => {
    const { text } = await read(invoiceFor({ locale, name, country, startDate: '2026-10-01' }));
    expect(text).toContain(name);
    for (const s of expected) expect(text).toContain(s);
  });

  it('a trip within 60 days: the whole price due at once, "paid in full" and no balance line', async () => {
    const { text } = await read(invoiceFor({ locale: 'en', name: 'Amelia Hart', country: 'GB', startDate: '2026-04-20' }));
    expect(text).toContain('Payment in full due by March 16, 2026 $ 3,700');
    expect(text).toContain('Payable in full at booking');
    expect(text).not.toContain('Paid in full');
    expect(text).not.toContain('Balance due by');
    expect(text).not.toContain('Deposit (');

    const de = await read(invoiceFor({ locale: 'de', name: 'Jürgen Müller', country: 'DE', startDate: '2026-04-20' }));
    expect(de.text).toContain('Bei Buchung vollständig zu zahlen');
    expect(de.text).not.toContain('Bei Buchung vollständig bezahlt');
    expect(de.text).not.toContain('Restbetrag fällig bis');
  });

  // Walked on 29 Nov: the invoice issued again after a change (3 adults → 2) asked for the new
  // deposit and the whole balance although $ 1,845 had been paid, while the page and the mail
  // said $ 2,255 was left. What was paid and what is left now stand under what is asked.
  it('once paid: what was paid and what is still to pay, in German, also on an invoice issued again after a change', async () => {
    const invoice = invoiceFor({ locale: 'de', name: 'Jürgen Müller', country: 'DE', startDate: '2026-10-01' });
    const paidBeforeTheChange = 184_500;
    const { text } = await read(invoice, paidBeforeTheChange);
    expect(text).toContain('Gesamtbetrag $ 3,700');
    expect(text).toContain('Anzahlung (30 %) fällig bis 16. März 2026 $ 1,110');
    expect(text).toContain('Bisher bezahlt $ 1,845');
    expect(text).toContain('Noch zu zahlen $ 1,855');

    const paidDeposit = await read(invoiceFor({ locale: 'en', name: 'Amelia Hart', country: 'GB', startDate: '2026-10-01' }), 111_000);
    expect(paidDeposit.text).toContain('Paid so far $ 1,110');
    expect(paidDeposit.text).toContain('Still to pay $ 2,590');
    // Nothing paid: the deposit and balance lines say it all.
    expect((await read(invoice)).text).not.toMatch(/Bisher bezahlt|Noch zu zahlen/);
    // Paid more than a lowered total: the difference is the traveller's, not "$ 0 still to pay".
    const over = await read(invoice, 454_000);
    expect(over.text).toContain('Bisher bezahlt $ 4,540');
    expect(over.text).toContain('Guthaben zu Ihren Gunsten $ 840');
    expect(over.text).not.toContain('Noch zu zahlen');
    // Nothing left to pay: no account to pay to; something left: the account stays.
    expect(over.text).not.toContain('Banküberweisung');
    expect((await read(invoice, paidBeforeTheChange)).text).toContain('Banküberweisung');
  });

  it('a name in any script is printed as typed, never "?": Latin Extended, Greek, Cyrillic, Chinese, Japanese, Korean', async () => {
    const names = ['Łukasz Dvořák Σοφία 王芳', 'Дмитрий Ґонта', 'さとう 髙橋', '김민준 Nguyễn Thị Ánh'];
    for (const name of names) {
      const { pdf, text } = await read(invoiceFor({ locale: 'en', name, country: 'PL', startDate: '2026-10-01' }));
      expect(text).toContain(name);
      expect(text).not.toContain('?');
      // Fonts are embedded cut down to this invoice's letters (a subset's name carries a "ABCDEF+" tag).
      const fonts = [...pdf.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+)?([\w-]+)/g)];
      expect(fonts.length).toBeGreaterThan(0);
      for (const [, tag, font] of fonts) expect(tag, font).toBeTruthy();
      expect(pdf.length).toBeLessThan(200_000);
    }
  });

  it('a tailor-made trip (no catalogue tour) is named as such', async () => {
    const { text } = await read(invoiceFor({ locale: 'it', name: 'Niccolò Fabbri', country: 'IT', startDate: '2026-10-01', tour: null }));
    expect(text).toContain('Safari su misura');
    expect(text).toContain('Niccolò Fabbri');
    expect(text).not.toContain('Durata');
  });

  it('carries the invoice number as title, the brand as author and the language; same invoice, same bytes', async () => {
    const invoice = invoiceFor({ locale: 'de', name: 'Jürgen Müller', country: 'DE', startDate: '2026-10-01' });
    const pdf = await renderInvoicePdf(invoice);
    const { info } = await getMeta(new Uint8Array(pdf));
    expect(info.Title).toBe('INV-2026-00042');
    expect(info.Author).toBe('Twiga Trails Safaris');
    expect(info.Language).toBe('de');
    expect((await renderInvoicePdf(invoice)).equals(pdf)).toBe(true);
  });

  // Walked on 29 Nov: after a cancellation the invoice's PDF listed the refund but not what had been paid.
  it('cancelled after a payment and a refund: what was paid, the refund, nothing due', async () => {
    const invoice = invoiceFor({ locale: 'en', name: 'Amelia Hart', country: 'GB', startDate: '2026-10-01' });
    const note = {
      number: 'CN-2026-00007', invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt, bookingNumber: invoice.bookingNumber, locale: 'en',
      issuedAt: '2026-03-20T10:00:00.000Z', customer: invoice.customer, tour: invoice.tour, startDate: invoice.startDate, creditedCents: invoice.totalCents, paidCents: 111_000,
    };
    const pdf = await renderInvoicePdf(invoice, note, [{ amountCents: 50_000, date: '2026-03-21T09:00:00.000Z' }], 61_000);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain('Paid so far $ 1,110');
    expect(text).toContain('-$ 500');
    expect(text).not.toContain('Bank transfer');
  });
});
