import { amountDue, balanceDayHasCome } from '@/lib/booking/amountDue';
import { formatCents } from '@/lib/format/price';
import { formatDay } from '@/lib/format/dates';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { asOneLine } from '@/lib/validation/text';
import { depositDueOf, type BookingMailFacts } from './bookingMails';
import type { OutgoingMail } from './compose';

// The traveller's receipt for money that moved without changing the booking's status: a part of
// the deposit, the balance (online or by bank), or a refund. A deposit that confirms the booking
// has its own mail (bookingStatusMail 'confirmed').

function wording(b: BookingMailFacts) {
  const messages = loadMessages(b.locale);
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params, b.locale);
  const day = (iso: string) => formatDay(iso.slice(0, 10), b.locale);
  return { t, day, about: { number: b.number, tour: b.tourTitle ?? t('mail.booking.tailorMade'), start: day(b.startDate) } };
}

/**
 * What is left to pay and by when: while the deposit is not all there, its rest by the deposit's
 * date and then the balance by the balance's (walked: the whole rest "due by" the deposit's date);
 * else the balance by its date.
 */
function stillToPay(b: BookingMailFacts, w: ReturnType<typeof wording>): string {
  const left = Math.max(0, b.totalCents - b.paidCents);
  // Paid twice (two tabs, a transfer beside an online payment): what is in the traveller's favour, said, not "paid in full" alone.
  if (b.paidCents > b.totalCents) return `${w.t('mail.payment.paidInFull')}\n${w.t('mail.payment.overpaid', { credit: formatCents(b.paidCents - b.totalCents) })}`;
  if (left === 0) return w.t('mail.payment.paidInFull');
  const due = amountDue(b);
  const depositDue = depositDueOf(b);
  // The balance's day has come (a trip in its last weeks): all of it now, not "by" today's date.
  if (due.kind === 'balance' && balanceDayHasCome(b.balanceDueDate)) return w.t('mail.payment.leftNow', { left: formatCents(left) });
  if (due.kind !== 'deposit' || !depositDue) return w.t('mail.payment.left', { left: formatCents(left), due: w.day(b.balanceDueDate) });
  if (due.cents >= left) return w.t('mail.payment.left', { left: formatCents(left), due: w.day(depositDue) });
  // A balance due no later than the deposit's rest: all of it by the earlier day, never "then" a day before.
  if (b.balanceDueDate.slice(0, 10) <= depositDue.slice(0, 10)) return w.t('mail.payment.left', { left: formatCents(left), due: w.day(b.balanceDueDate) });
  return w.t('mail.payment.leftThen', { deposit: formatCents(due.cents), depositDue: w.day(depositDue), balance: formatCents(left - due.cents), balanceDue: w.day(b.balanceDueDate) });
}

const mail = (kind: string, b: BookingMailFacts, subject: string, body: string[]): OutgoingMail =>
  ({ kind, ref: b.number, locale: b.locale, to: asOneLine(b.email), subject: asOneLine(subject), body: body.join('\n\n') });

/**
 * A payment received (`b` already counts it): how much, what was paid in all, and what is left;
 * on a booking closed before it arrived (`closed`: cancelled, expired), that it will be paid back.
 */
export function paymentReceivedMail(b: BookingMailFacts, amountCents: number, { closed = false } = {}): OutgoingMail {
  const w = wording(b);
  const body = [
    w.t('mail.greeting', { name: b.fullName }),
    w.t('mail.payment.received.intro', { ...w.about, amount: formatCents(amountCents) }),
    closed ? w.t('mail.payment.closedRefund', { amount: formatCents(amountCents) }) : `${w.t('mail.payment.paid', { paid: formatCents(b.paidCents), total: formatCents(b.totalCents) })}\n${stillToPay(b, w)}`,
    `${w.t('mail.booking.link')}\n${b.manageUrl}`,
    w.t('mail.signature'),
  ];
  return mail('booking.paymentReceived', b, w.t('mail.payment.received.subject', w.about), body);
}

/**
 * A payment the provider reversed (a chargeback; `b` after it): how much no longer counts, what is
 * paid now and what is to pay again and by when (walked: the first booking mail came again, as if
 * the booking were new, and said nothing of the reversal).
 */
export function paymentReversedMail(b: BookingMailFacts, amountCents: number): OutgoingMail {
  const w = wording(b);
  const body = [
    w.t('mail.greeting', { name: b.fullName }),
    w.t('mail.payment.reversed.intro', { ...w.about, amount: formatCents(amountCents) }),
    `${w.t('mail.payment.paid', { paid: formatCents(b.paidCents), total: formatCents(b.totalCents) })}\n${stillToPay(b, w)}`,
    `${w.t('mail.booking.link')}\n${b.manageUrl}`,
    w.t('mail.signature'),
  ];
  return mail('booking.paymentReversed', b, w.t('mail.payment.reversed.subject', w.about), body);
}

/**
 * Money paid back (`b` after it): how much, how it travels, the new price when the refund lowered
 * it (a goodwill refund), what stays paid and what, if anything, is still to pay and by when.
 */
export function refundMadeMail(b: BookingMailFacts, amountCents: number, method: string, { priceLowered = false } = {}): OutgoingMail {
  const w = wording(b);
  const body = [
    w.t('mail.greeting', { name: b.fullName }),
    w.t('mail.payment.refund.intro', { ...w.about, amount: formatCents(amountCents) }),
    w.t(method === 'online' ? 'mail.payment.refund.online' : method === 'cash' ? 'mail.payment.refund.cash' : 'mail.payment.refund.bank'),
    ...(priceLowered ? [w.t('mail.payment.refund.lowered', { total: formatCents(b.totalCents) })] : []),
    `${w.t('mail.payment.refund.kept', { paid: formatCents(b.paidCents) })}\n${stillToPay(b, w)}`,
    // A lower price issues the invoice again: named, with its PDF, as a change mail does (walked on 30 Nov).
    ...(priceLowered && b.invoiceNumber ? [[w.t('mail.booking.amended.invoice', { invoice: b.invoiceNumber }), ...(b.invoicePdfUrl ? [b.invoicePdfUrl] : [])].join('\n')] : []),
    `${w.t('mail.booking.link')}\n${b.manageUrl}`,
    w.t('mail.signature'),
  ];
  return mail('booking.refund', b, w.t('mail.payment.refund.subject', w.about), body);
}
