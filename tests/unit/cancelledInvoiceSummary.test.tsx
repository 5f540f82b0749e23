// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { InvoiceSummary } from '@/components/booking/InvoiceSummary';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import type { BookingView, CreditNoteDocument, InvoiceDocument } from '@/server/bookings/dto';

// The Payment page's invoice box for a cancelled booking (issue 24, item 4), in German as the
// traveller reads it: marked cancelled, the credit note instead of a deposit and a balance.

const invoice: InvoiceDocument & { pdfUrl: string } = {
  number: 'INV-2026-000031', bookingNumber: 'B-2026-000040', locale: 'de', issuedAt: '2026-11-20T09:00:00.000Z',
  customer: { name: 'Anna Müller', email: 'anna@example.com', phone: '+49 30 1234567', country: 'DE' },
  tour: { title: 'Serengeti Lodge-Safari', days: 5 }, startDate: '2027-06-10', level: 'mid-range',
  lines: [{ kind: 'adult', count: 2, unitCents: 225_000, totalCents: 450_000 }],
  totalCents: 450_000, depositPercent: 30, depositCents: 135_000, balanceCents: 315_000, depositDueDate: '2026-11-22', balanceDueDate: '2027-04-11',
  pdfUrl: '/api/bookings/B-2026-000040/invoice?key=k',
};
const creditNote: CreditNoteDocument & { pdfUrl: string } = {
  number: 'CN-2026-000003', invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt, bookingNumber: invoice.bookingNumber, locale: 'de',
  issuedAt: '2026-11-27T10:00:00.000Z', customer: invoice.customer, tour: invoice.tour, startDate: invoice.startDate, creditedCents: 450_000, paidCents: 135_000,
  pdfUrl: '/api/bookings/B-2026-000040/credit-note?key=k',
};
const base = { bookingNumber: 'B-2026-000040', locale: 'de', paidCents: 0, invoice: null, creditNote: null } as unknown as BookingView;

const show = (booking: BookingView) =>
  render(
    <I18nProvider locale="de" messages={loadMessages('de', ['booking', 'catalogue'])}>
      <InvoiceSummary booking={booking} />
    </I18nProvider>,
  );

afterEach(cleanup);

describe('InvoiceSummary of a cancelled booking', () => {
  it('an invoice still open asks for the deposit and the balance (the baseline)', () => {
    show({ ...base, status: 'awaiting_deposit', invoice });
    expect(screen.getByTestId('invoice-deposit')).toHaveProperty('textContent', '$ 1,350');
    expect(screen.getByTestId('invoice-balance')).toHaveProperty('textContent', '$ 3,150');
    expect(screen.queryByTestId('invoice-cancelled')).toBeNull();
  });

  it('cancelled: marked "Storniert", credited in full, nothing due, no deposit or balance, the credit note to download', () => {
    show({ ...base, status: 'cancelled', paidCents: 135_000, invoice, creditNote });
    const box = screen.getByTestId('invoice');
    expect(within(box).getByTestId('invoice-cancelled').textContent).toBe('Storniert');
    expect(box.textContent).toContain('Storniert durch Gutschrift CN-2026-000003');
    expect(within(box).getByTestId('invoice-credit').textContent).toBe('-$ 4,500');
    expect(within(box).getByTestId('invoice-due').textContent).toBe('$ 0');
    expect(within(box).getByTestId('invoice-paid').textContent).toBe('$ 1,350');
    expect(within(box).queryByTestId('invoice-deposit')).toBeNull();
    expect(within(box).queryByTestId('invoice-balance')).toBeNull();
    expect(box.textContent).not.toMatch(/Anzahlung|Restbetrag/);
    expect(within(box).getByTestId('credit-note').textContent).toContain('Gutschrift CN-2026-000003 vom 27. November 2026');
    const link = within(box).getByRole('link', { name: 'Gutschrift herunterladen (PDF)' });
    expect(link.getAttribute('href')).toBe(creditNote.pdfUrl);
    expect(within(box).getByRole('link', { name: 'Rechnung herunterladen (PDF)' }).getAttribute('href')).toBe(invoice.pdfUrl);
  });

  it('cancelled before any invoice: no promise that an invoice follows', () => {
    const { container } = show({ ...base, status: 'cancelled' });
    expect(container.textContent).toBe('');
  });
});

// Walked on 29 Nov: after a change the box showed the invoice's balance ($ 2,870) beside a bank
// transfer of $ 2,255, and a trip paid in full at booking asked for a "Deposit (100 %)".
describe('InvoiceSummary of an open invoice', () => {
  it('once money came in: what was paid and what is still to pay, bold, under the invoice as issued', () => {
    show({ ...base, status: 'confirmed', paidCents: 184_500, refundedCents: 0, balanceCents: 265_500, invoice });
    expect(screen.getByTestId('invoice-balance').textContent).toBe('$ 3,150');
    expect(screen.getByTestId('invoice-paid').textContent).toBe('$ 1,845');
    const left = screen.getByTestId('invoice-still-due');
    expect(left.textContent).toBe('$ 2,655');
    expect(left.parentElement!.textContent).toContain('Noch zu zahlen');
  });

  it('paid more than a lowered total: the difference in the traveller\'s favour, nothing "still to pay"', () => {
    show({ ...base, status: 'confirmed', paidCents: 504_000, refundedCents: 0, balanceCents: 0, invoice });
    expect(screen.getByTestId('invoice-in-favour').textContent).toBe('$ 540');
    expect(screen.getByTestId('invoice-in-favour').parentElement!.textContent).toContain('Guthaben zu Ihren Gunsten');
    expect(screen.queryByTestId('invoice-still-due')).toBeNull();
  });

  it('nothing paid: no "still to pay" row (the deposit and balance say it)', () => {
    show({ ...base, status: 'awaiting_deposit', refundedCents: 0, balanceCents: 450_000, invoice });
    expect(screen.queryByTestId('invoice-still-due')).toBeNull();
  });

  it('a trip paid in full at booking: the payment in full with its date, no deposit', () => {
    const inFull = { ...invoice, depositPercent: 100, depositCents: 450_000, balanceCents: 0 };
    show({ ...base, status: 'awaiting_deposit', refundedCents: 0, balanceCents: 450_000, invoice: inFull });
    const box = screen.getByTestId('invoice');
    expect(box.textContent).toContain('Gesamtbetrag fällig bis 22. November 2026');
    expect(box.textContent).not.toContain('Anzahlung');
    expect(screen.getByTestId('invoice-deposit').textContent).toBe('$ 4,500');
  });

  // Walked on 29 Nov: $ 5,180 paid, the total lowered to $ 3,780 and $ 1,400 refunded; the page said
  // "Bisher bezahlt $ 3,780 · zurückerstattet $ 1,400" where the PDF said $ 5,180 and −$ 1,400.
  it('after a refund: paid before the refund, the refund subtracted, as the PDF states them', () => {
    show({ ...base, status: 'confirmed', paidCents: 378_000, refundedCents: 140_000, balanceCents: 0, invoice: { ...invoice, totalCents: 378_000 } });
    expect(screen.getByTestId('invoice-paid').textContent).toBe('$ 5,180');
    expect(screen.getByTestId('invoice-refunded').textContent).toBe('-$ 1,400');
    expect(screen.getByTestId('invoice-still-due').textContent).toBe('$ 0');
  });
});
