import { useRouter } from 'next/router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ChoiceGroup } from '@/components/forms/ChoiceGroup';
import { describedBy, Field, inputClass } from '@/components/forms/Field';
import { FormAlert } from '@/components/forms/FormAlert';
import { Honeypot } from '@/components/forms/Honeypot';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { useLeadSubmit } from '@/lib/forms/useLeadSubmit';
import { useT } from '@/lib/i18n/I18nProvider';
import { answeredNumber, saveQuoteRecap } from '@/lib/leads/quoteRecap';
import { loadContact, loadDraft, loadSearchData, saveContact, saveDraft, searchAnswers } from '@/lib/leads/browserStore';
import { BUDGETS, DESTINATION_SUGGESTIONS, INTERESTS, LIMITS, TRAVEL_TYPES, TRAVEL_WITH } from '@/lib/leads/options';
import { quoteWizardSchema } from '@/lib/leads/schemas';
import { ContactFields } from './ContactFields';
import { TravellersFields } from './TravellersFields';
import { useMounted } from './useAnswers';
import { EMPTY_ANSWERS, WIZARD_STEPS, type WizardAnswers } from './wizardSteps';

type Draft = { answers: WizardAnswers; step: number };
export type WizardTour = { slug: string; title: string; days: number } | null;

/**
 * /Quote: one question per step in the spec's order. Answers survive Back, Next and a refresh
 * (this tab); the home search, the tour the traveller came from and saved contact details
 * fill what they can. Nothing typed is lost when sending fails.
 */
export function QuoteWizard({ tour }: { tour: WizardTour }) {
  const t = useT();
  const router = useRouter();
  const lead = useLeadSubmit<{ quoteNumber: string }>('/requestquote');
  const [answers, setAnswers] = useState<WizardAnswers>(EMPTY_ANSWERS);
  const [step, setStep] = useState(0);
  const [restored, setRestored] = useState(false);
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Until the script runs, a click would send the form natively and reload the page empty.
  const mounted = useMounted();

  // Start from the draft of this tab, else from what the browser knows (search, tour, saved details).
  useEffect(() => {
    lead.markOpened();
    const draft = loadDraft<Draft>();
    if (draft?.answers?.source === 'wizard') {
      setAnswers({ ...EMPTY_ANSWERS, ...draft.answers, website: '' });
      setStep(Math.min(Math.max(0, draft.step), WIZARD_STEPS.length - 1));
      setRestored(true);
    } else {
      const search = loadSearchData();
      const contact = loadContact();
      setAnswers((a) => ({
        ...a,
        ...(search?.where ? { destination: search.where } : {}),
        ...searchAnswers(search),
        ...(tour ? { tour: tour.slug, days: tour.days, destination: search?.where || tour.title } : {}),
        ...(contact ? { ...contact, saveDetails: true } : {}),
      }));
    }
    setReady(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (ready) saveDraft({ answers: { ...answers, website: '' }, step } satisfies Draft);
  }, [answers, step, ready]);

  const set = (patch: Partial<WizardAnswers>) => {
    setAnswers((a) => ({ ...a, ...patch }));
    lead.setFieldErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k in patch))));
  };
  const current = WIZARD_STEPS[step];
  const last = step === WIZARD_STEPS.length - 1;
  const errors = lead.fieldErrors;

  const go = (to: number) => {
    setStep(to);
    requestAnimationFrame(() => heading.current?.focus());
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!last) {
      const problems = lead.check(quoteWizardSchema, answers, [...current.fields]);
      lead.setFieldErrors(problems);
      if (Object.keys(problems).length === 0) go(step + 1);
      return;
    }
    // Something missing on an earlier step (a restored draft, an edited date): show that step.
    const problems = lead.check(quoteWizardSchema, answers);
    const first = WIZARD_STEPS.findIndex((s) => s.fields.some((f) => f in problems));
    if (first >= 0 && first < step) {
      lead.setFieldErrors(problems);
      go(first);
      return;
    }
    const result = await lead.submit(quoteWizardSchema, answers);
    if (!result) return;
    saveContact(answers.saveDetails ? { fullName: answers.fullName, email: answers.email, phone: answers.phone, country: answers.country, contactPreference: answers.contactPreference } : undefined);
    saveDraft(undefined);
    saveQuoteRecap({ number: result.quoteNumber, tour: tour?.title, destination: answers.destination, departureDate: answers.departureDate, days: answeredNumber(answers.days), adults: answeredNumber(answers.adults), children: answeredNumber(answers.children) });
    await router.push(`/ThankyouQuote?number=${encodeURIComponent(result.quoteNumber)}`);
  }

  const options = <V extends string>(list: readonly V[], group: string) => list.map((v) => ({ value: v, label: t(`leads.options.${group}.${v}`) }));

  return (
    <form onSubmit={onSubmit} noValidate className="relative mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="quote-wizard" data-step={current.id}>
      <p className="text-sm font-semibold text-sunset-700" aria-live="polite">{t('leads.wizard.progress', { step: step + 1, total: WIZARD_STEPS.length })}</p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-sand-100" aria-hidden="true">
        <div className="h-full bg-sunset-600 transition-all" style={{ width: `${((step + 1) / WIZARD_STEPS.length) * 100}%` }} />
      </div>
      {tour ? <p className="mt-4 rounded-xl bg-sand-100 p-3 text-sm" data-testid="quote-tour">{t('leads.wizard.fromTour', { tour: tour.title })}</p> : null}
      {restored ? <p className="mt-4 text-sm text-night-600" role="status">{t('leads.wizard.restored')}</p> : null}
      <h2 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-semibold outline-none sm:text-3xl">{t(`leads.wizard.steps.${current.id}`)}</h2>

      <div className="mt-6">
        {current.id === 'travelType' && <ChoiceGroup name="travelType" legend={t('leads.fields.travelType')} options={options(TRAVEL_TYPES, 'travelType')} value={answers.travelType as never} error={errors.travelType} onChange={(v) => set({ travelType: v as string })} />}
        {current.id === 'days' && (
          <Field id="days" label={t('leads.fields.days')} error={errors.days}>
            <input id="days" name="days" type="number" inputMode="numeric" min={LIMITS.days.min} max={LIMITS.days.max} value={answers.days} onChange={(e) => set({ days: e.target.value === '' ? '' : Number(e.target.value) })} className={`${inputClass(!!errors.days)} max-w-40`} {...describedBy('days', errors.days)} />
          </Field>
        )}
        {current.id === 'travelWith' && <ChoiceGroup name="travelWith" legend={t('leads.fields.travelWith')} options={options(TRAVEL_WITH, 'travelWith')} value={answers.travelWith as never} error={errors.travelWith} onChange={(v) => set({ travelWith: v as string })} />}
        {current.id === 'budget' && <ChoiceGroup name="budget" legend={t('leads.fields.budget')} options={options(BUDGETS, 'budget')} value={answers.budget as never} error={errors.budget} onChange={(v) => set({ budget: v as string })} />}
        {current.id === 'departureDate' && (
          <Field id="departureDate" label={t('leads.fields.departureDate')} error={errors.departureDate}>
            <input id="departureDate" name="departureDate" type="date" value={answers.departureDate} onChange={(e) => set({ departureDate: e.target.value })} className={`${inputClass(!!errors.departureDate)} max-w-60`} {...describedBy('departureDate', errors.departureDate)} />
          </Field>
        )}
        {current.id === 'destination' && (
          <Field id="destination" label={t('leads.fields.destination')} error={errors.destination}>
            <input id="destination" name="destination" type="text" list="destination-suggestions" maxLength={200} placeholder={t('leads.placeholders.destination')} value={answers.destination} onChange={(e) => set({ destination: e.target.value })} className={inputClass(!!errors.destination)} {...describedBy('destination', errors.destination)} />
            <datalist id="destination-suggestions">{DESTINATION_SUGGESTIONS.map((d) => <option key={d} value={d} />)}</datalist>
          </Field>
        )}
        {current.id === 'travellers' && <TravellersFields value={answers} errors={errors} onChange={set} />}
        {current.id === 'contact' && (
          <div className="space-y-6">
            <ContactFields value={answers} errors={errors} onChange={set} />
            <ChoiceGroup name="interests" legend={t('leads.fields.interests')} multiple options={options(INTERESTS, 'interests')} value={answers.interests as never[]} error={errors.interests} onChange={(v) => set({ interests: v as string[] })} />
            <Field id="couponCode" label={t('leads.fields.couponCode')} optional={t('leads.fields.optional')} error={errors.couponCode}>
              <input id="couponCode" name="couponCode" type="text" maxLength={40} value={answers.couponCode} onChange={(e) => set({ couponCode: e.target.value })} className={`${inputClass(!!errors.couponCode)} max-w-60`} {...describedBy('couponCode', errors.couponCode)} />
            </Field>
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" name="saveDetails" checked={answers.saveDetails} onChange={(e) => set({ saveDetails: e.target.checked })} className="mt-0.5 h-4 w-4 accent-sunset-600" />
              {t('leads.fields.saveDetails')}
            </label>
            <Honeypot value={answers.website} onChange={(website) => set({ website })} />
          </div>
        )}
      </div>

      {Object.keys(errors).length && !lead.error ? <p className="mt-6 text-sm font-medium text-red-700" role="alert">{t('leads.wizard.fixErrors')}</p> : null}
      <div className="mt-6"><FormAlert error={lead.error} /></div>

      <fieldset disabled={!mounted} className="mt-8 flex flex-wrap items-start justify-between gap-4">
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
  );
}
