import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormInput } from '@/components/forms/FormInput';
import { Honeypot } from '@/components/forms/Honeypot';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { AppLink } from '@/components/ui/AppLink';
import { useLeadForm } from '@/lib/forms/useLeadForm';
import { useT } from '@/lib/i18n/I18nProvider';
import { loadContact, loadSearchData, saveContact, saveHandover, searchAnswers } from '@/lib/leads/browserStore';
import { answeredNumber, saveQuoteRecap } from '@/lib/leads/quoteRecap';
import { quoteShortSchema } from '@/lib/leads/schemas';
import { ContactFields, type ContactAnswers } from './ContactFields';
import { TravellersFields, type Travellers } from './TravellersFields';

type Answers = ContactAnswers & Travellers & { departureDate: string; website: string };

const EMPTY: Answers = { fullName: '', email: '', phone: '', country: '', contactPreference: 'email', message: '', adults: 2, children: 0, childrenAges: [], departureDate: '', website: '' };

/**
 * The tour page's "get a free quote": the short form in a native modal dialog (focus kept
 * inside, Escape closes). Loaded only when opened, so the tour page does not carry it.
 */
export default function QuoteModal({ tour, onClose }: { tour: { slug: string; title: string }; onClose: () => void }) {
  const t = useT();
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const toPayload = (answers: Answers) => ({ ...answers, source: 'modal', tour: tour.slug });
  const lead = useLeadForm<Answers, { quoteNumber: string }>('/requestquote', quoteShortSchema, EMPTY, { toPayload });
  const { form } = lead;

  useEffect(() => {
    dialog.current?.showModal();
    // The home search and saved details fill what they can.
    form.reset({ ...EMPTY, ...searchAnswers(loadSearchData()), ...(loadContact() ?? {}) });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = form.handleSubmit(
    lead.send(async (result, answers) => {
      if (loadContact()) saveContact({ fullName: answers.fullName, email: answers.email, phone: answers.phone, country: answers.country, contactPreference: answers.contactPreference });
      saveQuoteRecap({ number: result.quoteNumber, tour: tour.title, departureDate: answers.departureDate, adults: answeredNumber(answers.adults), children: answeredNumber(answers.children) });
      await router.push(`/ThankyouQuote?number=${encodeURIComponent(result.quoteNumber)}`);
    }),
    lead.invalid,
  );

  return (
    <dialog ref={dialog} onClose={onClose} aria-labelledby="quote-modal-title" className="m-auto w-[calc(100%-1.5rem)] max-w-2xl rounded-2xl p-0 backdrop:bg-night-900/70" data-testid="quote-modal">
      <FormProvider {...form}>
        <form ref={lead.formRef} onSubmit={onSubmit} noValidate className="relative space-y-5 p-5 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <h2 id="quote-modal-title" className="text-2xl font-semibold">{t('leads.modal.title')}</h2>
              <p className="mt-1 text-sm text-night-700">{t('leads.wizard.fromTour', { tour: tour.title })}</p>
              <p className="mt-1 text-sm text-night-700">{t('leads.modal.intro')}</p>
            </div>
            <button type="button" onClick={() => dialog.current?.close()} className="rounded-full px-3 py-1 text-2xl leading-none text-night-600 hover:bg-sand-100" aria-label={t('leads.modal.close')}>×</button>
          </div>
          <FormInput name="departureDate" type="date" label={t('leads.fields.departureDate')} width="max-w-60" />
          <TravellersFields />
          <ContactFields />
          <Honeypot />
          <FormAlert error={lead.error} />
          <SubmitRow label={t('leads.submit.quote')} pending={lead.pending} pendingLabel={t('leads.submit.sending')} />
          <p className="text-sm">
            {/* What was typed here goes along to the full form (date, travellers, ages, contact). */}
            <AppLink href={`/Quote?tour=${encodeURIComponent(tour.slug)}`} onClick={() => saveHandover({ ...form.getValues(), website: '' })} className="underline">{t('leads.modal.more')}</AppLink>
          </p>
        </form>
      </FormProvider>
    </dialog>
  );
}
