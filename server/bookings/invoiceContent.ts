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
import type { InvoiceDocument } from './dto';

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
  bank: { heading: string; rows: InvoiceRow[] };
  footer: string[];
};


/** The age bands of the line labels come from the same rules the price was made with. */
const LINE_AGES: Record<PriceLine['kind'], Record<string, number>> = {
  adult: { age: CHILD_MAX_AGE + 1 },
  child: { min: INFANT_MAX_AGE + 1, max: CHILD_MAX_AGE },
  infant: { age: INFANT_MAX_AGE + 1 },
};

export function invoiceContent(invoice: InvoiceDocument): InvoiceContent {
  const locale = asLocale(invoice.locale);
  const messages = loadMessages(locale);
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, `booking.invoice.${key}`, params, locale);
  const day = (iso: string) => formatDay(iso, locale);
  const paidInFull = invoice.depositPercent >= 100;
  const { customer } = invoice;

  return {
    locale,
    operator: {
      name: SITE.brand,
      lines: [siteAddress(locale), `${SITE.email} · ${SITE.phone}`, `${t('taxId')}: ${BANK_ACCOUNT.taxId}`],
    },
    title: t('title'),
    reference: [
      [t('number'), invoice.number],
      [t('issued'), day(invoice.issuedAt.slice(0, 10))],
      [t('bookingNumber'), invoice.bookingNumber],
    ],
    billedTo: {
      heading: t('billedTo'),
      lines: [customer.name, customer.email, customer.phone, countryName(customer.country, locale)].filter(Boolean),
    },
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
      rows: invoice.lines.map((l) => [t(`lines.${l.kind}`, LINE_AGES[l.kind]), String(l.count), formatCents(l.unitCents), formatCents(l.totalCents)]),
    },
    total: [t('total'), formatCents(invoice.totalCents)],
    payments: paidInFull
      ? [[t('fullPayment', { date: day(invoice.depositDueDate) }), formatCents(invoice.depositCents)]]
      : [
          [t('deposit', { percent: invoice.depositPercent, date: day(invoice.depositDueDate) }), formatCents(invoice.depositCents)],
          [t('balance', { date: day(invoice.balanceDueDate) }), formatCents(invoice.balanceCents)],
        ],
    paidInFullNote: paidInFull ? t('paidInFull', { days: FULL_PAYMENT_WITHIN_DAYS }) : null,
    bank: {
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
    },
    footer: [
      t('footer.depositRule', { ...DEPOSIT_PERCENT, days: BALANCE_DUE_DAYS_BEFORE }),
      t('footer.online'),
    ],
  };
}
