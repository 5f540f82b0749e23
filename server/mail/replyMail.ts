import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { asOneLine } from '@/lib/validation/text';
import { operatorAddress, type OutgoingMail } from './compose';
import { opensWithGreeting } from './replyGreeting';

export type OperatorReply = { number: string; locale: Locale; to: string; name: string; message: string; operatorName: string };

/**
 * The operator's answer to a request, in the traveller's language: greeting (unless the operator
 * wrote one), the operator's words exactly as typed (plain text, never rendered as HTML), how to
 * answer back, and the operator's name above the company's. Replies go to the team's address.
 */
export function operatorReplyMail(r: OperatorReply): OutgoingMail {
  const messages = loadMessages(r.locale);
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, key, params, r.locale);
  return {
    kind: 'reply.traveller', ref: r.number, locale: r.locale, to: asOneLine(r.to), replyTo: asOneLine(operatorAddress()),
    // A contact message (C-…) is answered as the message its acknowledgement called it (walked: "su solicitud").
    subject: asOneLine(t(r.number.startsWith('C-') ? 'mail.reply.subjectMessage' : 'mail.reply.subject', { number: r.number })),
    body: [
      // The operator's own greeting stands alone: the traveller is greeted once.
      ...(opensWithGreeting(r.message, r.name) ? [] : [t('mail.greeting', { name: r.name })]),
      r.message,
      t('mail.reply.outro', { number: r.number }),
      t('mail.reply.closing', { operator: asOneLine(r.operatorName) }),
    ].join('\n\n'),
  };
}
