import { useRouter } from 'next/router';
import { FormProvider, useController } from 'react-hook-form';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormCountrySelect } from '@/components/forms/FormCountrySelect';
import { FormEmailInput } from '@/components/forms/FormEmailInput';
import { FormInput } from '@/components/forms/FormInput';
import { FormTextarea } from '@/components/forms/FormTextarea';
import { Honeypot } from '@/components/forms/Honeypot';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { useLeadForm } from '@/lib/forms/useLeadForm';
import { useProfilePrefill } from '@/lib/forms/useProfilePrefill';
import { useT } from '@/lib/i18n/I18nProvider';
import { LIMITS } from '@/lib/leads/options';
import { reviewSchema } from '@/lib/leads/schemas';
import { StarRatingInput } from './StarRatingInput';

export type ReviewedTour = { slug: string; title: string };

type Answers = { name: string; email: string; country: string; rating: string; title: string; text: string; travelDate: string; tour: string; website: string };

const thisMonth = () => new Date().toISOString().slice(0, 7);

// Unanswered choices are left out, so they read "required" rather than "not valid".
const toPayload = (a: Answers) => ({ ...a, rating: a.rating ? Number(a.rating) : undefined, country: a.country || undefined, travelDate: a.travelDate || undefined });

/** The review form; a review is stored for moderation and the traveller goes on to the thank-you page. */
export function ReviewForm({ tour }: { tour: ReviewedTour | null }) {
  const t = useT();
  const router = useRouter();
  const lead = useLeadForm<Answers, { reviewId: string }>(
    '/send_review',
    reviewSchema,
    { name: '', email: '', country: '', rating: '', title: '', text: '', travelDate: '', tour: tour?.slug ?? '', website: '' },
    { toPayload },
  );
  const { form } = lead;
  // Signed in: the name, address and country the account already knows.
  useProfilePrefill(form, { fullName: 'name', email: 'email', country: 'country' });
  const rating = useController({ name: 'rating', control: form.control });
  const onSubmit = form.handleSubmit(lead.send(() => router.push('/ThankyouReview')), lead.invalid);
  const about = form.watch('tour');

  return (
    <FormProvider {...form}>
      <form ref={lead.formRef} method="post" noValidate onSubmit={onSubmit} aria-labelledby="write" className="relative space-y-5" data-testid="review-form">
        <h2 id="write" className="scroll-mt-24 text-2xl font-semibold">{t('leads.review.formHeading')}</h2>
        {tour && about ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sand-100 px-4 py-3" data-testid="review-tour">
            <p>
              <span className="block text-sm text-night-600">{t('leads.fields.tour')}</span>
              <span className="font-semibold">{tour.title}</span>
            </p>
            <button type="button" onClick={() => form.setValue('tour', '')} className="rounded-full border border-sand-300 bg-white px-3 py-1.5 text-sm font-medium hover:border-sunset-500">
              {t('leads.review.noTour')}
            </button>
            <input type="hidden" {...form.register('tour')} />
          </div>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormInput name="name" label={t('leads.fields.name')} autoComplete="name" required maxLength={80} />
          <FormEmailInput name="email" label={t('leads.fields.email')} autoComplete="email" optional={t('leads.fields.optional')} hint={t('leads.review.emailHint')} />
          <FormCountrySelect name="country" label={t('leads.fields.country')} />
          <FormInput name="travelDate" type="month" label={t('leads.fields.travelDate')} min="2009-01" max={thisMonth()} required />
        </div>
        <StarRatingInput name="rating" legend={t('leads.fields.rating')} value={rating.field.value} error={rating.fieldState.error?.message} onChange={rating.field.onChange} />
        <FormInput name="title" label={t('leads.fields.title')} required maxLength={120} />
        <FormTextarea name="text" label={t('leads.fields.text')} rows={7} required limit={LIMITS.reviewText.max} />
        <Honeypot />
        <FormAlert error={lead.error} />
        <fieldset disabled={!lead.mounted} className="contents">
          <SubmitRow label={t('leads.submit.review')} pending={lead.pending} pendingLabel={t('leads.submit.submitting')} />
        </fieldset>
      </form>
    </FormProvider>
  );
}
