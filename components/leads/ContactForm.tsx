import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormEmailInput } from '@/components/forms/FormEmailInput';
import { FormInput } from '@/components/forms/FormInput';
import { FormTextarea } from '@/components/forms/FormTextarea';
import { Honeypot } from '@/components/forms/Honeypot';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { useLeadForm } from '@/lib/forms/useLeadForm';
import { useProfilePrefill } from '@/lib/forms/useProfilePrefill';
import { useT } from '@/lib/i18n/I18nProvider';
import { LIMITS } from '@/lib/leads/options';
import { contactSchema } from '@/lib/leads/schemas';
import { ReferenceText } from './ReferenceText';
import { SuccessPanel } from './SuccessPanel';

type Answers = { fullName: string; email: string; phone: string; subject: string; message: string; website: string };
const EMPTY: Answers = { fullName: '', email: '', phone: '', subject: '', message: '', website: '' };

/** The contact form; once sent it gives way to the confirmation and the message's reference. */
export function ContactForm() {
  const t = useT();
  const lead = useLeadForm<Answers, { reference: string }>('/contact_us', contactSchema, EMPTY);
  // Signed in: the name, address and phone the account already knows.
  useProfilePrefill(lead.form, { fullName: 'fullName', email: 'email', phone: 'phone' });
  const [reference, setReference] = useState<string | null>(null);
  const onSubmit = lead.form.handleSubmit(lead.send((answer) => setReference(answer.reference)), lead.invalid);

  if (lead.status === true && reference) {
    return (
      <SuccessPanel title={t('leads.success.contact')} testId="contact-success" takeFocus>
        <p>
          <ReferenceText number={reference} testId="contact-reference" />
        </p>
      </SuccessPanel>
    );
  }

  const optional = t('leads.fields.optional');
  return (
    <FormProvider {...lead.form}>
      <form ref={lead.formRef} method="post" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="relative space-y-5" data-testid="contact-form">
        <h2 id="contact-form-heading" className="text-2xl font-semibold">{t('leads.contact.formHeading')}</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput name="fullName" label={t('leads.fields.fullName')} autoComplete="name" required />
          <FormEmailInput name="email" label={t('leads.fields.email')} autoComplete="email" required />
          <FormInput name="phone" type="tel" label={t('leads.fields.phone')} autoComplete="tel" optional={optional} placeholder={t('leads.placeholders.phone')} />
          <FormInput name="subject" label={t('leads.fields.subject')} autoComplete="off" optional={optional} />
        </div>
        <FormTextarea name="message" label={t('leads.fields.message')} rows={6} required limit={LIMITS.message} />
        <Honeypot />
        <FormAlert error={lead.error} />
        <fieldset disabled={!lead.mounted} className="contents">
          <SubmitRow label={t('leads.submit.contact')} pending={lead.pending} pendingLabel={t('leads.submit.sending')} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
