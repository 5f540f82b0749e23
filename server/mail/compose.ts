import { SITE } from '@/config/site';
import { labelled } from '@/lib/i18n/punctuation';
import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { countryName, formatDay, formatMonth } from '@/lib/format/dates';
import { siteOrigin } from '@/lib/i18n/origins';
import type { ContactMessage, QuoteRequest, ReviewSubmission } from '@/lib/leads/schemas';
import { asOneLine } from '@/lib/validation/text';

/**
 * A mail as the outbox stores it: plain text only, so nothing a person typed is ever rendered as HTML.
 * `acknowledgement`: sent to the address typed into a public form (capped per recipient, sent last).
 */
export type OutgoingMail = { kind: string; ref: string; locale: string; to: string; replyTo?: string; subject: string; body: string; acknowledgement?: boolean };

export const operatorAddress = () => process.env.OPERATOR_EMAIL || SITE.email;

/**
 * The header fields of a mail, each forced onto one line. The schemas already refuse line breaks
 * in names and subjects; this is the second lock, so text a person typed can never start a header.
 */
const withSafeHeaders = (mails: OutgoingMail[]): OutgoingMail[] =>
  mails.map((m) => ({ ...m, to: asOneLine(m.to), subject: asOneLine(m.subject), ...(m.replyTo === undefined ? {} : { replyTo: asOneLine(m.replyTo) }) }));

function translator(locale: Locale) {
  const messages = loadMessages(locale);
  return (key: string, params?: Record<string, string | number>) => translate(messages, key, params, locale);
}

type Line = [label: string, value: string | number | undefined];
// A label that is a question ("How should we contact you?") takes its answer without a colon.
const lines = (rows: Line[], locale = 'en') =>
  rows.filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => (/[?？]\s*$/.test(k) ? `${k} ${v}` : labelled(locale, k, v as string | number))).join('\n');

/** A quote's tour as the mails name it: its title, and its page on the language's own domain. */
export type QuoteTour = { title: string; slug: string };

/** The quote's answers as "Label: value" lines in a language (options by their labels, the date as the language writes it). */
function quoteLines(q: QuoteRequest, locale: Locale, tour?: QuoteTour): string {
  const t = translator(locale);
  const f = (k: string) => t(`leads.fields.${k}`);
  // The form asks "Which tour? (optional)"; the mail states the answer, as the thank-you page does,
  // with the tour's page to open again or pass on.
  const rows: Line[] = [[t('leads.recap.tour'), tour && `${tour.title}\n${siteOrigin(locale)}/trip/${tour.slug}`]];
  if (q.source === 'wizard') {
    rows.push(
      [f('travelType'), t(`leads.options.travelType.${q.travelType}`)],
      [f('days'), q.days],
      [f('travelWith'), t(`leads.options.travelWith.${q.travelWith}`)],
      [f('budget'), t(`leads.options.budget.${q.budget}`)],
      // Started from a tour, the wizard fills the destination with its title: said once, above.
      [f('destination'), q.destination === tour?.title ? undefined : q.destination],
    );
  }
  rows.push(
    [f('departureDate'), formatDay(q.departureDate, locale)],
    [f('adults'), q.adults],
    // "1 (age 9)", as the booking's page words it, not a bare "1 (9)".
    [f('children'), q.children ? `${q.children} (${t('booking.view.ages', { ages: q.childrenAges.join(', '), count: q.childrenAges.length })})` : 0],
    [f('fullName'), q.fullName],
    [f('email'), q.email],
    [f('phone'), q.phone],
    [f('country'), countryName(q.country, locale)],
    [f('contactPreference'), t(`leads.options.contactPreference.${q.contactPreference}`)],
  );
  if (q.source === 'wizard') {
    rows.push([f('interests'), q.interests.map((i) => t(`leads.options.interests.${i}`)).join(', ')], [f('couponCode'), q.couponCode]);
  }
  rows.push([f('message'), q.message]);
  return lines(rows, locale);
}

/** The traveller's confirmation in their language (with the 24-hour promise) and the operator's notice. */
export function quoteMails(number: string, locale: Locale, q: QuoteRequest, tour?: QuoteTour): OutgoingMail[] {
  const t = translator(locale);
  return withSafeHeaders([
    {
      kind: 'quote.traveller', ref: number, locale, to: q.email, acknowledgement: true,
      subject: t('mail.quote.subject', { number }),
      body: [
        t('mail.greeting', { name: q.fullName }),
        t('mail.quote.intro'),
        `${t('mail.quote.summary')}\n${quoteLines(q, locale, tour)}`,
        // A code is repeated back as typed: the traveller is told it is checked, not that it applies.
        ...(q.source === 'wizard' && q.couponCode ? [t('leads.fields.couponHint')] : []),
        t('mail.quote.outro', { number }),
        t('mail.signature'),
      ].join('\n\n'),
    },
    {
      kind: 'quote.operator', ref: number, locale: 'en', to: operatorAddress(), replyTo: q.email,
      subject: `New quote request ${number} from ${q.fullName} (${q.country}, ${locale}, ${q.source})`,
      body: [
        `Quote request ${number}, sent on the ${locale} site. Answer within 24 hours; replying to this mail writes to the traveller.\nIn the back office: ${siteOrigin('en')}/admin/inbox/${number}`,
        quoteLines(q, 'en', tour),
      ].join('\n\n'),
    },
  ]);
}

export function contactMails(number: string, locale: Locale, c: ContactMessage): OutgoingMail[] {
  const t = translator(locale);
  const en = translator('en');
  const summary = lines([[en('leads.fields.fullName'), c.fullName], [en('leads.fields.email'), c.email], [en('leads.fields.phone'), c.phone], [en('leads.fields.subject'), c.subject], [en('leads.fields.message'), c.message]]);
  return withSafeHeaders([
    {
      kind: 'contact.traveller', ref: number, locale, to: c.email, acknowledgement: true,
      subject: t('mail.contact.subject', { number }),
      body: [t('mail.greeting', { name: c.fullName }), t('mail.contact.intro'), t('mail.contact.outro', { number }), t('mail.signature')].join('\n\n'),
    },
    {
      kind: 'contact.operator', ref: number, locale: 'en', to: operatorAddress(), replyTo: c.email,
      subject: `New message ${number} from ${c.fullName}${c.subject ? `: ${c.subject}` : ''}`,
      body: [`Contact message ${number}, sent on the ${locale} site.`, summary].join('\n\n'),
    },
  ]);
}

/** The operator always hears of a new review (it waits for approval); the writer only if they left an address. */
export function reviewMails(id: string, locale: Locale, r: ReviewSubmission, tourTitle?: string): OutgoingMail[] {
  const t = translator(locale);
  // Country and month as the quote notices write them ("France", "August 2026"), not "FR" and "2026-08".
  // The office's words, not the form's questions to the writer (walked: "Your rating: 5/5", "Which tour? (optional): …").
  const summary = lines([['Name', r.name], ['Country', r.country && countryName(r.country, 'en')], ['Rating', `${r.rating}/5`], ['Title', r.title], ['Travelled', r.travelDate && formatMonth(r.travelDate, 'en')], ['Tour', tourTitle], ['Review', r.text]]);
  const mails: OutgoingMail[] = [
    {
      kind: 'review.operator', ref: id, locale: 'en', to: operatorAddress(), replyTo: r.email || undefined,
      subject: `New review ${id} waiting for approval (${r.rating}/5, ${locale})`,
      body: [`Review ${id} waits for approval in the back office: ${siteOrigin('en')}/admin/reviews`, summary].join('\n\n'),
    },
  ];
  if (r.email) {
    mails.push({
      kind: 'review.traveller', ref: id, locale, to: r.email, acknowledgement: true,
      subject: t('mail.review.subject'),
      body: [t('mail.greeting', { name: r.name }), t('mail.review.intro'), t('mail.review.outro'), t('mail.signature')].join('\n\n'),
    });
  }
  return withSafeHeaders(mails);
}

/** The password-reset link, in the account's language; it says how long it works and that it works once. */
export function passwordResetMail(userId: string, locale: Locale, to: string, name: string, link: string, minutes: number): OutgoingMail {
  const t = translator(locale);
  const [mail] = withSafeHeaders([
    {
      kind: 'account.passwordReset', ref: userId, locale, to,
      subject: t('mail.passwordReset.subject'),
      body: [t('mail.greeting', { name }), t('mail.passwordReset.intro'), link, t('mail.passwordReset.expiry', { minutes }), t('mail.passwordReset.ignore'), t('mail.signature')].join('\n\n'),
    },
  ]);
  return mail;
}

/** After a reset: the account's owner hears of it, with the way back in if it was not them. */
export function passwordChangedMail(userId: string, locale: Locale, to: string, name: string, forgotLink: string, how: 'reset' | 'profile' = 'reset'): OutgoingMail {
  const t = translator(locale);
  const [mail] = withSafeHeaders([
    {
      kind: 'account.passwordChanged', ref: userId, locale, to,
      subject: t('mail.passwordChanged.subject'),
      body: [t('mail.greeting', { name }), t(how === 'profile' ? 'mail.passwordChanged.introProfile' : 'mail.passwordChanged.intro'), `${t('mail.passwordChanged.notYou')}\n${forgotLink}`, t('mail.signature')].join('\n\n'),
    },
  ]);
  return mail;
}

/** The link that opens a new account, in the language it was asked for in; sent to the typed address only. */
export function signupConfirmMail(locale: Locale, to: string, name: string, link: string, hours: number): OutgoingMail {
  const t = translator(locale);
  const [mail] = withSafeHeaders([
    {
      kind: 'account.signupConfirm', ref: 'signup', locale, to,
      subject: t('mail.signupConfirm.subject'),
      body: [t('mail.greeting', { name }), t('mail.signupConfirm.intro'), link, t('mail.signupConfirm.expiry', { hours }), t('mail.signupConfirm.ignore'), t('mail.signature')].join('\n\n'),
    },
  ]);
  return mail;
}

/**
 * To the owner when someone signs up with an address that has an account: the page said the same
 * as for a new address, so only the owner learns it, with the ways back in.
 */
export function signupExistingMail(userId: string, locale: Locale, to: string, name: string, loginLink: string, resetLink: string): OutgoingMail {
  const t = translator(locale);
  const [mail] = withSafeHeaders([
    {
      kind: 'account.signupExisting', ref: userId, locale, to,
      subject: t('mail.signupExisting.subject'),
      body: [t('mail.greeting', { name }), t('mail.signupExisting.intro'), `${t('mail.signupExisting.login')}\n${loginLink}`, `${t('mail.signupExisting.reset')}\n${resetLink}`, t('mail.signupExisting.ignore'), t('mail.signature')].join('\n\n'),
    },
  ]);
  return mail;
}
