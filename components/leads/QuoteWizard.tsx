import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormChoiceGroup } from '@/components/forms/FormChoiceGroup';
import { asNumber, FormInput } from '@/components/forms/FormInput';
import { Honeypot } from '@/components/forms/Honeypot';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { afterScrollSettles } from '@/lib/dom/afterScrollSettles';
import { errorNames, isWithin } from '@/lib/forms/errorList';
import { useLeadForm } from '@/lib/forms/useLeadForm';
import { PERSON_FIELDS, useProfilePrefill } from '@/lib/forms/useProfilePrefill';
import { useT } from '@/lib/i18n/I18nProvider';
import { saveContact, saveDraft } from '@/lib/leads/browserStore';
import { BUDGETS, INTERESTS, LIMITS, TRAVEL_TYPES, TRAVEL_WITH } from '@/lib/leads/options';
import { answeredNumber, saveQuoteRecap } from '@/lib/leads/quoteRecap';
import { quoteWizardSchema } from '@/lib/leads/schemas';
import { ContactFields } from './ContactFields';
import { TravellersFields } from './TravellersFields';
import { useWizardDraft } from './useWizardDraft';
import { EMPTY_ANSWERS, WIZARD_STEPS, type WizardAnswers, type WizardTour } from './wizardSteps';

/**
 * /Quote: one question per step in the spec's order. Answers survive Back, Next and a refresh
 * (this tab); the home search, the tour the traveller came from and saved contact details
 * fill what they can. Nothing typed is lost when sending fails. `places`: the destination step's
 * suggestions, named in the page's language.
 */
export function QuoteWizard({ tour, places = [] }: { tour: WizardTour; places?: string[] }) {
  const t = useT();
  const router = useRouter();
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const current = WIZARD_STEPS[step];
  const last = step === WIZARD_STEPS.length - 1;

  // Each move to a step (even to the same one) focuses its question once the step is on the page.
  const [moves, setMoves] = useState(0);
  const go = (to: number) => {
    if (WIZARD_STEPS[to]?.id === 'travellers') fitAdults();
    setStep(to);
    setMoves((n) => n + 1);
  };
  useEffect(() => {
    const el = heading.current;
    if (!moves || !el) return;
    el.focus({ preventScroll: true });
    // The new question in view, below the sticky menu (walked on a phone: focused, but above the
    // screen). Measured after React has put the step on the page, and again when a glide still
    // under way ends: the browser's own, towards the button just focused with the keyboard, went
    // on after the first look and left the question above the screen (seen in CI).
    return afterScrollSettles(() => {
      if (document.activeElement !== el) return;
      const { top, bottom } = el.getBoundingClientRect();
      if (top < 0 || bottom > window.innerHeight) el.scrollIntoView({ block: 'start' });
    });
  }, [moves]);
  // Something missing on an earlier step (a restored draft, an edited date): show that step.
  const earlierStep = (names: string[]) => {
    const first = WIZARD_STEPS.findIndex((s) => s.fields.some((f) => names.some((n) => isWithin(n, f))));
    if (first < 0 || first >= step) return false;
    go(first);
    return true;
  };
  const lead = useLeadForm<WizardAnswers, { quoteNumber: string }>('/requestquote', quoteWizardSchema, EMPTY_ANSWERS, {
    // Each step checks its own answers; the last one checks them all.
    only: last ? undefined : current.fields,
    onFieldErrors: earlierStep,
  });
  const { form } = lead;
  const restored = useWizardDraft(form, tour, step, setStep);
  // Signed in: the contact step starts with what the account already knows.
  useProfilePrefill(form, PERSON_FIELDS);
  // A solo trip ("just me") starts with one adult, not the two others start with, as long as the
  // traveller has not typed a number of their own; the office got "Solo trip · Adults: 2".
  const fitAdults = () => {
    if (form.getFieldState('adults').isDirty) return;
    const { travelType, travelWith, adults } = form.getValues();
    const solo = travelType === 'solo' || travelWith === 'alone';
    if (solo && adults === EMPTY_ANSWERS.adults) form.setValue('adults', 1);
    else if (!solo && adults === 1) form.setValue('adults', EMPTY_ANSWERS.adults);
  };
  const errors = form.formState.errors;

  const onSubmit = last
    ? form.handleSubmit(
        lead.send(async (result, answers) => {
          saveContact(answers.saveDetails ? { fullName: answers.fullName, email: answers.email, phone: answers.phone, country: answers.country, contactPreference: answers.contactPreference } : undefined);
          saveDraft(undefined);
          saveQuoteRecap({ number: result.quoteNumber, tour: tour?.title, destination: answers.destination, departureDate: answers.departureDate, days: answeredNumber(answers.days), adults: answeredNumber(answers.adults), children: answeredNumber(answers.children) });
          await router.push(`/ThankyouQuote?number=${encodeURIComponent(result.quoteNumber)}`);
        }),
        lead.invalid,
      )
    : form.handleSubmit(() => go(step + 1), (stepErrors) => lead.showErrors(errorNames(stepErrors)));

  const options = (list: readonly string[], group: string) => list.map((v) => ({ value: v, label: t(`leads.options.${group}.${v}`) }));

  return (
    <FormProvider {...form}>
      <form ref={lead.formRef} onSubmit={onSubmit} noValidate className="relative mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="quote-wizard" data-step={current.id}>
        <p className="text-sm font-semibold text-sunset-700" aria-live="polite">{t('leads.wizard.progress', { step: step + 1, total: WIZARD_STEPS.length })}</p>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-sand-100" aria-hidden="true">
          <div className="h-full bg-sunset-600 transition-all" style={{ width: `${((step + 1) / WIZARD_STEPS.length) * 100}%` }} />
        </div>
        {tour ? <p className="mt-4 rounded-xl bg-sand-100 p-3 text-sm" data-testid="quote-tour">{t('leads.wizard.fromTour', { tour: tour.title })}</p> : null}
        {restored ? <p className="mt-4 text-sm text-night-600" role="status">{t(restored === 'shortForm' ? 'leads.wizard.carriedOver' : 'leads.wizard.restored')}</p> : null}
        <h2 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-semibold outline-none sm:text-3xl">{t(`leads.wizard.steps.${current.id}`)}</h2>

        <div className="mt-6">
          {current.id === 'travelType' && <FormChoiceGroup name="travelType" legend={t('leads.fields.travelType')} options={options(TRAVEL_TYPES, 'travelType')} />}
          {current.id === 'days' && <FormInput name="days" type="number" inputMode="numeric" min={LIMITS.days.min} max={LIMITS.days.max} label={t('leads.fields.days')} width="max-w-40" rules={asNumber} />}
          {current.id === 'travelWith' && <FormChoiceGroup name="travelWith" legend={t('leads.fields.travelWith')} options={options(TRAVEL_WITH, 'travelWith')} />}
          {current.id === 'budget' && <FormChoiceGroup name="budget" legend={t('leads.fields.budget')} options={options(BUDGETS, 'budget')} />}
          {current.id === 'departureDate' && <FormInput name="departureDate" type="date" label={t('leads.fields.departureDate')} width="max-w-60" />}
          {current.id === 'destination' && (
            <>
              <FormInput name="destination" list="destination-suggestions" maxLength={200} placeholder={t('leads.placeholders.destination')} label={t('leads.fields.destination')} />
              <datalist id="destination-suggestions">{places.map((d) => <option key={d} value={d} />)}</datalist>
            </>
          )}
          {current.id === 'travellers' && <TravellersFields />}
          {current.id === 'contact' && (
            <div className="space-y-6">
              <ContactFields />
              <FormChoiceGroup name="interests" legend={t('leads.fields.interests')} multiple options={options(INTERESTS, 'interests')} />
              <FormInput name="couponCode" maxLength={40} label={t('leads.fields.couponCode')} optional={t('leads.fields.optional')} hint={t('leads.fields.couponHint')} width="max-w-60" />
              <label className="flex items-start gap-3 text-sm">
                <input type="checkbox" {...form.register('saveDetails')} className="mt-0.5 h-4 w-4 accent-sunset-600" />
                {t('leads.fields.saveDetails')}
              </label>
              <Honeypot />
            </div>
          )}
        </div>

        {Object.keys(errors).length && !lead.error ? <p className="mt-6 text-sm font-medium text-red-700" role="alert">{t('leads.wizard.fixErrors')}</p> : null}
        <div className="mt-6"><FormAlert error={lead.error} /></div>

        <fieldset disabled={!lead.mounted} className="mt-8 flex flex-wrap items-start justify-between gap-4">
          {step > 0 ? (
            <button type="button" onClick={() => go(step - 1)} className="rounded-full border border-sand-300 px-6 py-3 font-semibold text-night-800 hover:border-night-500">
              {t('leads.wizard.back')}
            </button>
          ) : <span />}
          {last ? (
            <SubmitRow label={t('leads.submit.quote')} pending={lead.pending} pendingLabel={t('leads.submit.submitting')} />
          ) : (
            <button type="submit" className="rounded-full bg-sunset-600 px-8 py-3 font-semibold text-white hover:bg-sunset-700 disabled:opacity-70">{t('leads.wizard.next')}</button>
          )}
        </fieldset>
      </form>
    </FormProvider>
  );
}
