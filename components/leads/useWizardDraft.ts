import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { loadContact, loadDraft, loadSearchData, saveDraft, searchAnswers, takeHandover } from '@/lib/leads/browserStore';
import { EMPTY_ANSWERS, WIZARD_STEPS, type WizardAnswers, type WizardTour } from './wizardSteps';

type Draft = { answers: WizardAnswers; step: number };

/**
 * The wizard's memory in this tab: it starts from the draft a refresh left (answers and step),
 * else from what the browser knows (the home search, the tour, saved contact details), and
 * keeps the draft up to date with every answer and step. Says where the answers came from: a
 * draft restored, the tour page's short form, or neither (null).
 * Read after the first render, so the server's HTML and the first render agree.
 */
export function useWizardDraft(form: UseFormReturn<WizardAnswers>, tour: WizardTour, step: number, setStep: (step: number) => void): 'draft' | 'shortForm' | null {
  const [restored, setRestored] = useState<'draft' | 'shortForm' | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const draft = loadDraft<Draft>();
    // Arriving from the tour page's short form: what was typed there, over the tour's own answers.
    const handover = tour ? takeHandover() : undefined;
    if (handover && tour) {
      const { departureDate, adults, children, childrenAges, fullName, email, phone, country, contactPreference, message } = handover as Partial<WizardAnswers>;
      const typed = Object.fromEntries(Object.entries({ departureDate, adults, children, childrenAges, fullName, email, phone, country, contactPreference, message }).filter(([, v]) => v !== undefined));
      form.reset({ ...EMPTY_ANSWERS, tour: tour.slug, days: tour.days, destination: tour.title, ...typed });
      setRestored('shortForm');
    } else if (draft?.answers?.source === 'wizard') {
      form.reset({ ...EMPTY_ANSWERS, ...draft.answers, website: '' });
      setStep(Math.min(Math.max(0, draft.step), WIZARD_STEPS.length - 1));
      setRestored('draft');
    } else {
      const search = loadSearchData();
      const contact = loadContact();
      form.reset({
        ...EMPTY_ANSWERS,
        ...(search?.where ? { destination: search.where } : {}),
        ...searchAnswers(search),
        ...(tour ? { tour: tour.slug, days: tour.days, destination: search?.where || tour.title } : {}),
        ...(contact ? { ...contact, saveDetails: true } : {}),
      });
    }
    setReady(true);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!ready) return;
    const save = (answers: Partial<WizardAnswers>) => saveDraft({ answers: { ...answers, website: '' }, step });
    save(form.getValues());
    const watching = form.watch((answers) => save(answers as Partial<WizardAnswers>));
    return () => watching.unsubscribe();
  }, [ready, step, form]);

  return restored;
}
