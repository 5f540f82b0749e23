import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import { CountrySelect } from '@/components/forms/CountrySelect';
import { Field, describedBy, inputClass } from '@/components/forms/Field';
import { FormAlert } from '@/components/forms/FormAlert';
import { Honeypot } from '@/components/forms/Honeypot';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { useLeadSubmit } from '@/lib/forms/useLeadSubmit';
import { useT } from '@/lib/i18n/I18nProvider';
import { LIMITS } from '@/lib/leads/options';
import { reviewSchema } from '@/lib/leads/schemas';
import { StarRatingInput } from './StarRatingInput';
import { useAnswers, useFormAttempts } from './useAnswers';

export type ReviewedTour = { slug: string; title: string };

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The review form; a review is stored for moderation and the traveller goes on to the thank-you page. */
export function ReviewForm({ tour }: { tour: ReviewedTour | null }) {
  const t = useT();
  const router = useRouter();
  const lead = useLeadSubmit<{ reviewId: string }>('/send_review');
  const { answers, set, payload } = useAnswers(
    { name: '', email: '', country: '', rating: '', title: '', text: '', travelDate: '', tour: tour?.slug ?? '', website: '' },
    reviewSchema,
    lead,
    // Unanswered choices are left out, so they read "required" rather than "not valid".
    (a) => ({ ...a, rating: a.rating ? Number(a.rating) : undefined, country: a.country || undefined, travelDate: a.travelDate || undefined }),
  );
  const { form, mounted, failed } = useFormAttempts(lead);
  const { fieldErrors } = lead;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (lead.pending) return;
    const answer = await lead.submit(reviewSchema, payload());
    if (answer) await router.push('/ThankyouReview');
    else failed();
  };

  const err = (name: keyof typeof answers) => fieldErrors[name];
  const control = (name: keyof typeof answers) => ({
    id: name, name, value: answers[name], className: inputClass(!!err(name)), ...describedBy(name, err(name)),
  });
  // Shown once the locale files have it; until then the "(optional)" marker says enough.

  return (
    <form ref={form} method="post" noValidate onSubmit={onSubmit} aria-labelledby="write" className="relative space-y-5" data-testid="review-form">
      <h2 id="write" className="scroll-mt-24 text-2xl font-semibold">{t('leads.review.formHeading')}</h2>
      {tour && answers.tour ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sand-100 px-4 py-3" data-testid="review-tour">
          <p>
            <span className="block text-sm text-night-600">{t('leads.fields.tour')}</span>
            <span className="font-semibold">{tour.title}</span>
          </p>
          <button type="button" onClick={() => set('tour')('')} className="rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm font-medium hover:border-sunset-500">
            {t('leads.review.noTour')}
          </button>
          <input type="hidden" name="tour" value={answers.tour} />
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="name" label={t('leads.fields.name')} error={err('name')}>
          <input {...control('name')} type="text" autoComplete="name" required maxLength={80} onChange={(e) => set('name')(e.target.value)} />
        </Field>
        <Field id="email" label={t('leads.fields.email')} error={err('email')} optional={t('leads.fields.optional')} hint={t('leads.review.emailHint')}>
          <input {...control('email')} type="email" autoComplete="email" onChange={(e) => set('email')(e.target.value)} />
        </Field>
        <Field id="country" label={t('leads.fields.country')} error={err('country')}>
          <CountrySelect id="country" value={answers.country} error={err('country')} onChange={set('country')} />
        </Field>
        <Field id="travelDate" label={t('leads.fields.travelDate')} error={err('travelDate')}>
          <input {...control('travelDate')} type="month" min="2009-01" max={thisMonth()} placeholder="YYYY-MM" pattern="\d{4}-\d{2}" required onChange={(e) => set('travelDate')(e.target.value)} />
        </Field>
      </div>
      <StarRatingInput name="rating" legend={t('leads.fields.rating')} value={answers.rating} error={err('rating')} onChange={set('rating')} />
      <Field id="title" label={t('leads.fields.title')} error={err('title')}>
        <input {...control('title')} type="text" required maxLength={120} onChange={(e) => set('title')(e.target.value)} />
      </Field>
      <Field id="text" label={t('leads.fields.text')} error={err('text')}>
        <textarea {...control('text')} rows={7} required maxLength={LIMITS.reviewText.max} onChange={(e) => set('text')(e.target.value)} />
      </Field>
      <Honeypot value={answers.website} onChange={set('website')} />
      <FormAlert error={lead.error} />
      <fieldset disabled={!mounted} className="contents">
        <SubmitRow label={t('leads.submit.review')} pending={lead.pending} pendingLabel={t('leads.submit.submitting')} />
      </fieldset>
    </form>
  );
}
