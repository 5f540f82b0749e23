import { BANK_ACCOUNT } from '@/config/bankAccount';
import { SITE } from '@/config/site';
import { BALANCE_DUE_DAYS_BEFORE, CHILD_MAX_AGE, DEPOSIT_PERCENT, FULL_PAYMENT_WITHIN_DAYS, INFANT_MAX_AGE } from '@/lib/booking/rules';
import type { PriceLine } from '@/lib/booking/pricing';
import { countryName, formatDay } from '@/lib/format/dates';
import { siteAddress } from '@/lib/format/siteAddress';
import { formatCents } from '@/lib/format/price';
import { asLocale, type Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import type { CreditNoteDocument, InvoiceDocument } from './dto';
import { labelled } from '@/lib/i18n/punctuation';

/** A label and its value, one row of a section. */
export type InvoiceRow = [label: string, value: string];

/**
 * Everything the invoice says, worded in the booking's language and formatted: the PDF only
 * lays it out. Kept apart so the wording can be checked (and reused) without reading a PDF.
 */
export type InvoiceContent = {
  locale: Locale;
  operator: { name: string; lines: string[] };
  title: string;
  /** Said in red under the header: the invoice was cancelled (by which credit note, when). */
  stamp: string | null;
  /** Invoice number, issue date, booking number. */
  reference: InvoiceRow[];
  billedTo: { heading: string; lines: string[] };
  trip: { heading: string; rows: InvoiceRow[] };
  table: { columns: [description: string, quantity: string, unit: string, amount: string]; rows: [string, string, string, string][] };
  total: InvoiceRow;
  /** The deposit (or full payment) and, unless paid in full, the balance: each with its due date. */
  payments: InvoiceRow[];
  /** Said instead of a balance line when the whole price is due at booking. */
  paidInFullNote: string | null;
  /** The account to pay to; none once nothing is to be paid (paid up, a cancelled invoice, a credit note). */
  bank: { heading: string; rows: InvoiceRow[] } | null;
  footer: string[];
};


/** The age bands of the line labels come from the same rules the price was made with. */
const LINE_AGES: Record<'adult' | 'child' | 'infant', Record<string, number>> = {
  adult: { age: CHILD_MAX_AGE + 1 },
  child: { min: INFANT_MAX_AGE + 1, max: CHILD_MAX_AGE },
  infant: { age: INFANT_MAX_AGE + 1 },
};

/** A line's words: travellers by their age band, the office's extras and discounts as written, the price agreed with its reason. */
function lineLabel(l: PriceLine, t: (key: string, params?: Record<string, string | number>) => string, locale: Locale): string {
  if (l.kind === 'extra' || l.kind === 'discount') return l.description ?? '';
  if (l.kind === 'override') return l.description ? labelled(locale, t('lines.override'), l.description) : t('lines.override');
  return t(`lines.${l.kind}`, LINE_AGES[l.kind]);
}

/** The booking's language, its messages, and how its documents word and date things. */
function wording(localeName: string) {
  const locale = asLocale(localeName);
  const messages = loadMessages(locale);
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, `booking.${key}`, params, locale);
  return { locale, messages, t, day: (iso: string) => formatDay(iso, locale) };
}

const operatorBlock = (t: (key: string) => string, locale: Locale) => ({
  name: SITE.brand,
  lines: [siteAddress(locale), `${SITE.email} · ${SITE.phone}`, labelled(locale, t('invoice.taxId'), BANK_ACCOUNT.taxId)],
});

const billedTo = (customer: InvoiceDocument['customer'], heading: string, locale: Locale) => ({
  heading,
  lines: [customer.name, customer.email, customer.phone, countryName(customer.country, locale)].filter(Boolean),
});

/** Money paid back to the traveller (refunds table), as the invoice and credit note state it. */
export type RefundMade = { amountCents: number; date: string };

/** One row per refund, "Refunded to you on 3 May 2027 · −$ 500". */
const refundRows = (refunds: RefundMade[], w: ReturnType<typeof wording>): InvoiceRow[] =>
  refunds.map((r) => [w.t('invoice.refunded', { date: w.day(r.date.slice(0, 10)) }), formatCents(-r.amountCents)]);

/** What was paid (before any refund), then each refund: nothing when no money came in. */
function paidRows(paidCents: number, refunds: RefundMade[], w: ReturnType<typeof wording>): InvoiceRow[] {
  const refunded = refunds.reduce((sum, r) => sum + r.amountCents, 0);
  if (paidCents + refunded <= 0) return [];
  return [[w.t('invoiceView.paid'), formatCents(paidCents + refunded)], ...refundRows(refunds, w)];
}

/**
 * Where the money stands today, under what the invoice asks: what was paid (before any refund),
 * each refund, and what is still to pay (or, paid over the total, what is in the traveller's
 * favour). Nothing while nothing was paid: the deposit and balance lines above say it all. A
 * deposit paid on an invoice issued again after a change is counted here.
 */
function moneyToDate(invoice: InvoiceDocument, paidCents: number, refunds: RefundMade[], w: ReturnType<typeof wording>): InvoiceRow[] {
  const paidAndRefunded = paidRows(paidCents, refunds, w);
  if (!paidAndRefunded.length) return [];
  return [
    ...paidAndRefunded,
    // Paid more than a lowered total: the difference is the traveller's until it is refunded.
    paidCents > invoice.totalCents
      ? [w.t('invoice.inYourFavour'), formatCents(paidCents - invoice.totalCents)]
      : [w.t('invoice.stillDue'), formatCents(invoice.totalCents - paidCents)],
  ];
}

/**
 * The invoice as issued; once a credit note cancelled it, marked cancelled, with the credit in
 * place of the deposit and balance, nothing due and no account to pay to. What was paid and
 * refunded so far (`paidCents` is the booking's, after refunds) is stated under what is due, so
 * the PDF always says where the money stands.
 */
export function invoiceContent(invoice: InvoiceDocument, creditNote?: CreditNoteDocument, refunds: RefundMade[] = [], paidCents = 0): InvoiceContent {
  const w = wording(invoice.locale);
  const { locale, messages, day } = w;
  const t = (key: string, params?: Record<string, string | number>) => w.t(`invoice.${key}`, params);
  const paidInFull = invoice.depositPercent >= 100;
  const { customer } = invoice;
  const open = !creditNote;
  // Paid up (or over): nothing to transfer, so no account to transfer it to.
  const leftToPay = open && paidCents < invoice.totalCents;

  return {
    locale,
    operator: operatorBlock(w.t, locale),
    title: t('title'),
    stamp: creditNote ? t('cancelled.stamp', { number: creditNote.number, date: day(creditNote.issuedAt.slice(0, 10)) }) : null,
    reference: [
      [t('number'), invoice.number],
      [t('issued'), day(invoice.issuedAt.slice(0, 10))],
      [t('bookingNumber'), invoice.bookingNumber],
    ],
    billedTo: billedTo(customer, t('billedTo'), locale),
    trip: {
      heading: t('trip'),
      rows: [
        [t('tour'), invoice.tour?.title ?? t('tailorMade')],
        ...(invoice.tour ? [[t('duration'), t('days', { count: invoice.tour.days })] as InvoiceRow] : []),
        [t('startDate'), day(invoice.startDate)],
        [t('level'), translate(messages, `catalogue.levels.${invoice.level}`)],
      ],
    },
    table: {
      columns: [t('columns.description'), t('columns.quantity'), t('columns.unit'), t('columns.amount')],
      rows: invoice.lines.map((l) => [lineLabel(l, t, locale), String(l.count), formatCents(l.unitCents), formatCents(l.totalCents)]),
    },
    total: [t('total'), formatCents(invoice.totalCents)],
    payments: [
      ...(creditNote
        ? [
            [t('cancelled.credit', { number: creditNote.number }), formatCents(-creditNote.creditedCents)] as InvoiceRow,
            [t('cancelled.due'), formatCents(0)] as InvoiceRow,
          ]
        : paidInFull
          ? [[t('fullPayment', { date: day(invoice.depositDueDate) }), formatCents(invoice.depositCents)] as InvoiceRow]
          : [
              [invoice.depositReceived ? t('depositReceived') : t('deposit', { percent: invoice.depositPercent, date: day(invoice.depositDueDate) }), formatCents(invoice.depositCents)] as InvoiceRow,
              [t('balance', { date: day(invoice.balanceDueDate) }), formatCents(invoice.balanceCents)] as InvoiceRow,
            ]),
      // Cancelled: what had been paid and what went back, as on the Payment page; nothing is due.
      ...(creditNote ? paidRows(paidCents, refunds, w) : moneyToDate(invoice, paidCents, refunds, w)),
    ],
    paidInFullNote: paidInFull && open ? t('paidInFull', { days: FULL_PAYMENT_WITHIN_DAYS }) : null,
    bank: leftToPay
      ? {
          heading: t('bank.title'),
          rows: [
            [t('bank.holder'), BANK_ACCOUNT.holder],
            [t('bank.bank'), BANK_ACCOUNT.bank],
            [t('bank.accountNumber'), BANK_ACCOUNT.accountNumber],
            [t('bank.swift'), BANK_ACCOUNT.swift],
            [t('bank.currency'), BANK_ACCOUNT.currency],
            // The booking number is what matches a transfer to its booking.
            [t('bank.reference'), invoice.bookingNumber],
          ],
        }
      : null,
    footer: open ? [t('footer.depositRule', { ...DEPOSIT_PERCENT, days: BALANCE_DUE_DAYS_BEFORE }), t('footer.online')] : [w.t('creditNote.footer')],
  };
}

/** The credit note: which invoice it cancels, the whole invoiced total credited, what had been paid and what was refunded of it. */
export function creditNoteContent(note: CreditNoteDocument, refunds: RefundMade[] = []): InvoiceContent {
  const w = wording(note.locale);
  const { locale, day } = w;
  const t = (key: string, params?: Record<string, string | number>) => w.t(`creditNote.${key}`, params);
  const credit = formatCents(-note.creditedCents);
  return {
    locale,
    operator: operatorBlock(w.t, locale),
    title: t('title'),
    stamp: null,
    reference: [
      [t('number'), note.number],
      [w.t('invoice.issued'), day(note.issuedAt.slice(0, 10))],
      [t('invoice'), note.invoiceNumber],
      [w.t('invoice.bookingNumber'), note.bookingNumber],
    ],
    billedTo: billedTo(note.customer, w.t('invoice.billedTo'), locale),
    trip: {
      heading: w.t('invoice.trip'),
      rows: [
        [w.t('invoice.tour'), note.tour?.title ?? w.t('invoice.tailorMade')],
        [w.t('invoice.startDate'), day(note.startDate)],
      ],
    },
    table: {
      columns: [w.t('invoice.columns.description'), w.t('invoice.columns.quantity'), w.t('invoice.columns.unit'), w.t('invoice.columns.amount')],
      rows: [[t('line', { number: note.invoiceNumber, date: day(note.invoiceIssuedAt.slice(0, 10)) }), '1', credit, credit]],
    },
    total: [t('total'), credit],
    payments: [...(note.paidCents > 0 ? [[t('paid'), formatCents(note.paidCents)] as InvoiceRow] : []), ...refundRows(refunds, w)],
    paidInFullNote: null,
    bank: null,
    footer: [t('footer')],
  };
}
