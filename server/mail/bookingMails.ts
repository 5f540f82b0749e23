import { balanceDayHasCome } from '@/lib/booking/amountDue';
import { HOLD_HOURS, UNCONFIRMED_HOLD_HOURS, type BookingStatus } from '@/lib/booking/rules';
import { formatCents } from '@/lib/format/price';
import type { PriceLine } from '@/lib/booking/pricing';
import { formatDay } from '@/lib/format/dates';
import { formatMoment } from '@/lib/format/moment';
import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { asOneLine } from '@/lib/validation/text';
import { operatorAddress, type OutgoingMail } from './compose';
import { dueInFull } from '@/lib/booking/statusWording';

/** What a booking mail says: the booking as it is after the change, and where to manage it. */
export type BookingMailFacts = {
  number: string;
  locale: Locale;
  fullName: string;
  email: string;
  tourTitle: string | null;
  startDate: string;
  totalCents: number;
  depositCents: number;
  depositPercent: number;
  paidCents: number;
  balanceDueDate: string;
  holdExpiresAt: string | null;
  invoiceNumber?: string;
  /** YYYY-MM-DD: the deposit's due date as the invoice states it (a private trip has no hold). */
  depositDueDate?: string;
  manageUrl: string;
  /** The current invoice's PDF, with the link's key (walked: the invoice's mail had neither the PDF nor a link to it). */
  invoicePdfUrl?: string;
  /** The email-confirmation link, in the first mail of a traveller's own booking that holds seats (and to an address the office corrected before it was confirmed). */
  confirmUrl?: string;
};

/** What remains after the deposit (or after what was paid, when that is more): the Payment page's and the invoice's balance. */
const balanceAfterDeposit = (b: BookingMailFacts) => Math.max(0, b.totalCents - Math.max(b.paidCents, b.depositCents));

/**
 * Which wording of a status's mail fits the booking: a reservation without a date says no date,
 * and a trip paid in full at booking (or already paid off) has no balance to announce.
 */
function introOf(status: BookingStatus, b: BookingMailFacts, depositDue: string | undefined): string {
  if (status === 'provisional' && !depositDue) return 'introWithoutDate';
  if ((status === 'awaiting_deposit' || status === 'confirmed') && balanceAfterDeposit(b) === 0) return 'introPaidInFull';
  return 'intro';
}

/**
 * When the deposit is due: the later of the invoice's date and the hold's end (a reversed payment
 * renews the hold, and a hold whose address is not yet confirmed ends before the invoice's date).
 */
export const depositDueOf = (b: BookingMailFacts): string | undefined => [b.depositDueDate, b.holdExpiresAt].filter((d): d is string => !!d).sort().at(-1);

/** The address-confirmation link and what it keeps: in the first mail, and in the mail to an address the office corrected before it was confirmed. */
const confirmParagraph = (t: (key: string, params?: Record<string, string | number>) => string, b: BookingMailFacts, url: string) =>
  `${t(dueInFull(b) ? 'mail.booking.confirmEmailFull' : 'mail.booking.confirmEmail', { hours: UNCONFIRMED_HOLD_HOURS, days: HOLD_HOURS / 24 })}\n${url}`;

const safe = (m: OutgoingMail): OutgoingMail => ({ ...m, to: asOneLine(m.to), subject: asOneLine(m.subject) });

/**
 * The traveller's mail for the status a booking reached, in the booking's language: what happened,
 * the figures that matter now, and the private link to the booking's page.
 */
export function bookingStatusMail(status: BookingStatus, b: BookingMailFacts): OutgoingMail {
  const messages = loadMessages(b.locale);
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params, b.locale);
  const day = (iso: string) => formatDay(iso.slice(0, 10), b.locale);
  const depositDue = depositDueOf(b);
  const params = {
    number: b.number,
    tour: b.tourTitle ?? t('mail.booking.tailorMade'),
    start: day(b.startDate),
    total: formatCents(b.totalCents),
    deposit: formatCents(b.depositCents),
    percent: b.depositPercent,
    paid: formatCents(b.paidCents),
    balance: formatCents(balanceAfterDeposit(b)),
    balanceDue: day(b.balanceDueDate),
    // The hold's end is a moment, not a day (walked: "by 2 December" while the seats went at 10:29 that morning).
    holdUntil: depositDue ? (depositDue.length > 10 ? formatMoment(depositDue, b.locale, 'UTC') : day(depositDue)) : '',
    invoice: b.invoiceNumber ?? '',
  };
  const body = [t('mail.greeting', { name: b.fullName }), t(`mail.booking.${status}.${introOf(status, b, depositDue)}`, params)];
  // A cancelled booking with money paid says what becomes of it, as its page does.
  if (status === 'cancelled' && b.paidCents > 0) body.push(t('mail.booking.cancelled.paid', params));
  // Paid twice over (two windows, a transfer beside an online payment): what is in the traveller's favour.
  if (status === 'confirmed' && b.paidCents > b.totalCents) body.push(t('mail.payment.overpaid', { credit: formatCents(b.paidCents - b.totalCents) }));
  if (b.confirmUrl) body.push(confirmParagraph(t, b, b.confirmUrl));
  if (status === 'awaiting_deposit' && b.invoiceNumber && b.invoicePdfUrl) body.push(`${t('mail.booking.invoicePdf', { invoice: b.invoiceNumber })}\n${b.invoicePdfUrl}`);
  if (status !== 'cancelled' && status !== 'expired') body.push(`${t('mail.booking.link')}\n${b.manageUrl}`);
  body.push(t('mail.signature'));
  return safe({ kind: `booking.${status}`, ref: b.number, locale: b.locale, to: b.email, subject: t(`mail.booking.${status}.subject`, params), body: body.join('\n\n') });
}

/** The operator hears of a new booking, a deposit received, money that arrived too late or on a closed booking, or money beyond the price. */
export function bookingOperatorMail(kind: 'new' | 'deposit' | 'latePayment' | 'paidWhenClosed' | 'overpaid' | 'reversed', b: BookingMailFacts, detail = ''): OutgoingMail {
  const what = {
    new: `New booking ${b.number} (${b.locale}): ${b.tourTitle ?? 'tailor-made'} from ${b.startDate}, total ${formatCents(b.totalCents)}, deposit ${formatCents(b.depositCents)} (${b.depositPercent} %).`,
    deposit: `Deposit received for booking ${b.number}: ${formatCents(b.paidCents)} paid of ${formatCents(b.totalCents)}. The booking is confirmed.`,
    latePayment: `A payment for booking ${b.number} arrived after its hold expired and its seats were gone: refund or rebook the traveller.`,
    paidWhenClosed: `A payment for booking ${b.number} arrived after the booking was closed (cancelled, expired or completed): ${formatCents(b.paidCents)} is now recorded as paid on it. Refund it (the money board lists it).`,
    reversed: `The payment provider reversed a payment of booking ${b.number} (a chargeback): ${formatCents(b.paidCents)} is now paid of ${formatCents(b.totalCents)}. The traveller is told what to pay again.`,
    overpaid: `Booking ${b.number} is now paid ${formatCents(b.paidCents)} of ${formatCents(b.totalCents)}: refund ${formatCents(b.paidCents - b.totalCents)} to the traveller (the money board lists it).`,
  }[kind];
  const subjects = { new: 'New booking', deposit: 'Deposit received', latePayment: 'Late payment', paidWhenClosed: 'Payment on a closed booking', overpaid: 'Paid more than the price', reversed: 'Payment reversed' };
  return safe({
    kind: `booking.operator.${kind}`, ref: b.number, locale: 'en', to: operatorAddress(), replyTo: b.email,
    subject: `${subjects[kind]} ${b.number} from ${b.fullName}`,
    body: [what, `Traveller: ${b.fullName} <${b.email}>`, detail].filter(Boolean).join('\n\n'),
  });
}

/**
 * The booking's private link sent again (the operator corrected the address, or the traveller
 * lost the mail): to the address the booking has now, in the booking's language.
 */
export function bookingLinkMail(b: BookingMailFacts): OutgoingMail {
  const messages = loadMessages(b.locale);
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params, b.locale);
  const params = { number: b.number, tour: b.tourTitle ?? t('mail.booking.tailorMade'), start: formatDay(b.startDate.slice(0, 10), b.locale) };
  const body = [t('mail.greeting', { name: b.fullName }), t('mail.booking.resent.intro', params), ...(b.confirmUrl ? [confirmParagraph(t, b, b.confirmUrl)] : []), `${t('mail.booking.link')}\n${b.manageUrl}`, t('mail.signature')];
  return safe({ kind: 'booking.link', ref: b.number, locale: b.locale, to: b.email, subject: t('mail.booking.resent.subject', params), body: body.join('\n\n') });
}

/** "2 adults, 1 child", as the Payment page words the party (no children: the adults alone). */
const travellersOf = (b: { adults: number; children: number }, t: (key: string, params?: Record<string, string | number>) => string) =>
  [t('booking.lines.adult', { count: b.adults }), ...(b.children ? [t('booking.view.children', { count: b.children })] : [])].join(', ');

/**
 * The office changed the booking: how it stands now (dates, travellers, money), the change of the
 * total when there was one, the new invoice's number when it was issued again, and the private
 * link; to the address the booking has now, in its language.
 */
export function bookingAmendedMail(
  b: BookingMailFacts & { adults: number; children: number },
  wasTotalCents: number,
  invoiceReissued: boolean,
  { wasStartDate, officeLines = [] }: { wasStartDate?: string; officeLines?: PriceLine[] } = {},
): OutgoingMail {
  const messages = loadMessages(b.locale);
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params, b.locale);
  const day = (iso: string) => formatDay(iso.slice(0, 10), b.locale);
  const params = {
    number: b.number, tour: b.tourTitle ?? t('mail.booking.tailorMade'), start: day(b.startDate), travellers: travellersOf(b, t),
    total: formatCents(b.totalCents), was: formatCents(wasTotalCents), deposit: formatCents(b.depositCents), paid: formatCents(b.paidCents),
    // The balance is what is left after the deposit, as on the Payment page and the invoice: it is due by the balance date.
    balance: formatCents(balanceAfterDeposit(b)), balanceDue: day(b.balanceDueDate), invoice: b.invoiceNumber ?? '',
    fullDue: b.depositDueDate ? day(b.depositDueDate) : '',
  };
  // Moved into the deposit window (the invoice asks for everything at once): the whole price by the
  // invoice's date, as the PDF says, not a "deposit" as large as the total.
  const inFull = dueInFull(b) && b.paidCents < b.totalCents && Boolean(b.depositDueDate);
  // Nothing left after the deposit (paid in full, or more): no balance line with a date to pay by.
  // Invoiced in full and paid (walked: "Deposit: $ 2,400" on a trip paid in full): no deposit to name.
  const factsKey = inFull ? 'factsFull' : dueInFull(b) ? 'factsPaid' : 'facts';
  // A balance whose day has come (the trip moved into its last weeks) is due now, not "by" today (walked on 30 Nov).
  const balanceKey = balanceDayHasCome(b.balanceDueDate) ? 'balanceNow' : 'balance';
  const facts = [t(`mail.booking.amended.${factsKey}`, params), ...(balanceAfterDeposit(b) > 0 ? [t(`mail.booking.amended.${balanceKey}`, params)] : [])].join('\n');
  const body = [t('mail.greeting', { name: b.fullName }), t('mail.booking.amended.intro', params), facts];
  // What changed, said: the old first day, and the office's own lines (walked: "the total changed" and nothing of why).
  if (wasStartDate && wasStartDate.slice(0, 10) !== b.startDate.slice(0, 10)) body.push(t('mail.booking.amended.moved', { start: day(b.startDate), was: day(wasStartDate) }));
  if (officeLines.length) body.push([t('mail.booking.amended.adjustments'), ...officeLines.map((l) => `- ${l.description ?? ''}${l.count > 1 ? ` (${l.count} × ${formatCents(Math.abs(l.unitCents))})` : ''}: ${formatCents(l.totalCents)}`)].join('\n'));
  if (wasTotalCents !== b.totalCents) body.push(t('mail.booking.amended.difference', params));
  if (b.paidCents > b.totalCents) body.push(t('mail.booking.amended.credit', { credit: formatCents(b.paidCents - b.totalCents) }));
  if (b.invoiceNumber && invoiceReissued) body.push([t('mail.booking.amended.invoice', params), ...(b.invoicePdfUrl ? [b.invoicePdfUrl] : [])].join('\n'));
  if (b.confirmUrl) body.push(confirmParagraph(t, b, b.confirmUrl));
  body.push(`${t('mail.booking.link')}\n${b.manageUrl}`, t('mail.signature'));
  return safe({ kind: 'booking.amended', ref: b.number, locale: b.locale, to: b.email, subject: t('mail.booking.amended.subject', params), body: body.join('\n\n') });
}

/** The address a booking's mails went to hears where they go now (no link: that went to the new one). */
export function bookingAddressChangedMail(b: BookingMailFacts, oldEmail: string): OutgoingMail {
  const messages = loadMessages(b.locale);
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params, b.locale);
  const params = { number: b.number, email: b.email };
  const body = [t('mail.greeting', { name: b.fullName }), t('mail.booking.addressChanged.intro', params), t('mail.signature')];
  return safe({ kind: 'booking.addressChanged', ref: b.number, locale: b.locale, to: oldEmail, subject: t('mail.booking.addressChanged.subject', params), body: body.join('\n\n') });
}

/** The balance is due soon: how much, by when, and where to pay it; in the booking's language. */
export function bookingBalanceReminderMail(b: BookingMailFacts): OutgoingMail {
  const messages = loadMessages(b.locale);
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params, b.locale);
  const day = (iso: string) => formatDay(iso.slice(0, 10), b.locale);
  const params = { number: b.number, tour: b.tourTitle ?? t('mail.booking.tailorMade'), start: day(b.startDate), balance: formatCents(Math.max(0, b.totalCents - b.paidCents)), balanceDue: day(b.balanceDueDate) };
  const body = [t('mail.greeting', { name: b.fullName }), t('mail.booking.reminder.intro', params), `${t('mail.booking.link')}\n${b.manageUrl}`, t('mail.signature')];
  return safe({ kind: 'booking.reminder', ref: b.number, locale: b.locale, to: b.email, subject: t('mail.booking.reminder.subject', params), body: body.join('\n\n') });
}
