import { useState, type FormEvent } from 'react';
import { Field, describedBy, inputClass } from '@/components/forms/Field';
import { FormAlert } from '@/components/forms/FormAlert';
import { Honeypot } from '@/components/forms/Honeypot';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { useLeadSubmit } from '@/lib/forms/useLeadSubmit';
import { useT } from '@/lib/i18n/I18nProvider';
import { contactSchema } from '@/lib/leads/schemas';
import { SuccessPanel } from './SuccessPanel';
import { useAnswers, useFormAttempts } from './useAnswers';

const EMPTY = { fullName: '', email: '', phone: '', subject: '', message: '', website: '' };

/** The contact form; once sent it gives way to the confirmation and the message's reference. */
export function ContactForm() {
  const t = useT();
  const lead = useLeadSubmit<{ reference: string }>('/contact_us');
  const { answers, set } = useAnswers(EMPTY, contactSchema, lead);
  const [reference, setReference] = useState<string | null>(null);
  const { form, mounted, failed } = useFormAttempts(lead);
  const { fieldErrors } = lead;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (lead.pending) return;
    const answer = await lead.submit(contactSchema, answers);
    if (answer) setReference(answer.reference);
    else failed();
  };

  if (lead.status === true && reference) {
    return (
      <SuccessPanel title={t('leads.success.contact')} testId="contact-success">
        <p>
          {t('leads.success.quoteNumber').split(/(\{number\})/).map((part, i) =>
            part === '{number}' ? <strong key={i} data-testid="contact-reference">{reference}</strong> : part,
          )}
        </p>
      </SuccessPanel>
    );
  }

  const text = (name: 'fullName' | 'email' | 'phone' | 'subject', type: string, autoComplete: string, optional = false, placeholder?: string) => (
    <Field id={name} label={t(`leads.fields.${name}`)} error={fieldErrors[name]} optional={optional ? t('leads.fields.optional') : undefined}>
      <input
        id={name} name={name} type={type} value={answers[name]} onChange={(e) => set(name)(e.target.value)}
        autoComplete={autoComplete} placeholder={placeholder} required={!optional} className={inputClass(!!fieldErrors[name])} {...describedBy(name, fieldErrors[name])}
      />
    </Field>
  );

  return (
    <form ref={form} method="post" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="relative space-y-5" data-testid="contact-form">
      <h2 id="contact-form-heading" className="text-2xl font-semibold">{t('leads.contact.formHeading')}</h2>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('fullName', 'text', 'name')}
        {text('email', 'email', 'email')}
        {text('phone', 'tel', 'tel', true, t('leads.placeholders.phone'))}
        {text('subject', 'text', 'off', true)}
      </div>
      <Field id="message" label={t('leads.fields.message')} error={fieldErrors.message}>
        <textarea
          id="message" name="message" rows={6} value={answers.message} onChange={(e) => set('message')(e.target.value)}
          required className={inputClass(!!fieldErrors.message)} {...describedBy('message', fieldErrors.message)}
        />
      </Field>
      <Honeypot value={answers.website} onChange={set('website')} />
      <FormAlert error={lead.error} />
      <fieldset disabled={!mounted} className="contents">
        <SubmitRow label={t('leads.submit.contact')} pending={lead.pending} pendingLabel={t('leads.submit.sending')} />
      </fieldset>
    </form>
  );
}
