import { useEffect, useRef } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormAlert } from '@/components/forms/FormAlert';
import { FormCheckbox } from '@/components/forms/FormCheckbox';
import { FormChoiceGroup } from '@/components/forms/FormChoiceGroup';
import { FormInput } from '@/components/forms/FormInput';
import { FormTextarea } from '@/components/forms/FormTextarea';
import { Honeypot } from '@/components/forms/Honeypot';
import { SubmitRow } from '@/components/forms/SubmitRow';
import { PersonFields } from '@/components/leads/PersonFields';
import { TravellersFields } from '@/components/leads/TravellersFields';
import { AppLink } from '@/components/ui/AppLink';
import { bookingPayload, booksDeparture, initialAnswers, managePath, priceInput, type BookingAnswers, type BookingTarget } from '@/lib/booking/bookingForm';
import { BOOKING_LEVELS, CHILD_MAX_AGE, CHILD_PERCENT, HOLD_HOURS, INFANT_MAX_AGE, ROOM_OPTIONS, UNCONFIRMED_HOLD_HOURS } from '@/lib/booking/rules';
import { bookingRequestSchema, REQUESTS_MAX } from '@/lib/booking/schema';
import { useLeadForm } from '@/lib/forms/useLeadForm';
import { PERSON_FIELDS, useProfilePrefill } from '@/lib/forms/useProfilePrefill';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { BookingCreated, DepartureDto } from '@/server/bookings/dto';
import { BookingTourFacts } from './BookingTourFacts';
import { DepartureChoice } from './DepartureChoice';
import { departureDates } from './departureText';
import { DepositRules } from './DepositRules';
import { PriceRecap } from './PriceRecap';
import { PriceSummary } from './PriceSummary';
import { useDepartures } from './useDepartures';
import { useSearchPrefill } from './useSearchPrefill';
import { LoadingNote } from '@/components/ui/LoadingNote';

type Props = {
  target: BookingTarget;
  /** The departure the link named (?departure=). */
  departureId: string | null;
  /** A shared tour's departures as the page was rendered; asked again after a refusal. */
  departures: DepartureDto[] | null;
  today: string;
};

/**
 * The booking form: a shared tour's departure (or a date), travellers, level, rooms and who
 * travels, with the live price beside it. Sent like the lead forms; on 201 the traveller goes
 * to the booking's payment page. A failure keeps every answer and says what to fix.
 */
export function BookingForm({ target, departureId, departures: rendered, today }: Props) {
  const { locale, t } = useI18n();
  const { tour } = target;
  const shared = tour?.tripType === 'shared';
  const dated = useDepartures({ tour: tour?.slug, enabled: shared && !target.quoteNumber, initial: rendered ?? undefined });
  const open = dated.departures.filter((d) => d.seatsLeft > 0);
  const firstChoice = open.find((d) => d.id === departureId)?.id ?? open[0]?.id ?? '';
  const onDeparture = !target.quoteNumber && booksDeparture(tour, open);
  // The payload is built inside the form's resolver, set up once: it reads the list through a ref.
  const departures = useRef<DepartureDto[]>([]);
  departures.current = onDeparture ? open : [];
  const departureOf = (id: string) => departures.current.find((d) => d.id === id);

  // The departure whose seats went while the traveller filled the form in (a 409 naming it).
  const soldOut = useRef<DepartureDto | undefined>(undefined);
  const lead = useLeadForm<BookingAnswers, BookingCreated>('/bookings', bookingRequestSchema, initialAnswers(target, firstChoice), {
    toPayload: (answers) => bookingPayload(answers, target, departureOf(answers.departureId)),
    onFieldErrors: (names) => {
      // Seats went meanwhile: show the counts as they are now.
      if (names.includes('departureId')) {
        soldOut.current = departureOf(lead.form.getValues('departureId'));
        dated.reload();
      }
      return false;
    },
  });
  const { form } = lead;
  useProfilePrefill(form, PERSON_FIELDS);
  useSearchPrefill(form, today);
  const answers = form.watch();
  const chosen = onDeparture ? departureOf(answers.departureId) : undefined;

  // The list arrived (or a linked departure is gone): its first departure is chosen. A departure
  // that sold out under the traveller is not swapped for a date they never picked: nothing is
  // chosen, and the message names the one that went.
  useEffect(() => {
    if (!onDeparture || departureOf(form.getValues('departureId'))) return;
    const gone = soldOut.current;
    if (!gone) {
      form.setValue('departureId', open[0]!.id);
      return;
    }
    form.setValue('departureId', '');
    form.setError('departureId', { type: 'server', message: t('booking.departures.soldOut', { dates: departureDates(gone, locale) }) });
  }, [onDeparture, dated.departures]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = form.handleSubmit(
    lead.send(async (created) => {
      // A full load: the booking's page carries its key, which no third party running here may see (lib/consent/privateAddress.ts).
      window.location.assign(managePath(created.manageUrl));
    }),
    lead.invalid,
  );
  const inquiry = !onDeparture;
  const price = target.quoteNumber ? null : priceInput(answers, target, chosen, today);
  const waiting = shared && !target.quoteNumber && dated.status === 'loading';

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
      <FormProvider {...form}>
        <form ref={lead.formRef} method="post" noValidate onSubmit={onSubmit} aria-labelledby="booking-form-heading" className="relative min-w-0 space-y-8" data-testid="booking-form">
          <h2 id="booking-form-heading" className="sr-only">{t('booking.form.heading')}</h2>
          <BookingTourFacts tour={tour} quoteNumber={target.quoteNumber} />

          <fieldset className="space-y-5">
            <legend className="mb-3 text-xl font-semibold">{t('booking.form.when')}</legend>
            {waiting ? <LoadingNote className="text-sm text-night-700">{t('booking.departures.loading')}</LoadingNote> : null}
            {onDeparture ? (
              <>
                <DepartureChoice departures={open} />
                <p className="text-sm text-night-700" data-testid="fixed-level">{t('booking.form.fixedLevel', { level: t(`catalogue.levels.${tour!.level}`) })}</p>
              </>
            ) : (
              <>
                {shared && !waiting && !target.quoteNumber ? <p className="text-sm text-night-700">{t('booking.departures.noneForTour')}</p> : null}
                <FormInput name="startDate" type="date" min={today} label={t('booking.form.startDate')} width="max-w-60" />
                <FormChoiceGroup name="level" legend={t('booking.form.level')} options={BOOKING_LEVELS.map((v) => ({ value: v, label: t(`catalogue.levels.${v}`) }))} />
              </>
            )}
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="mb-3 text-xl font-semibold">{t('booking.form.travellers')}</legend>
            <TravellersFields />
            {/* The form counts everyone under 18 as a child; the price has its own age bands (lib/booking/rules.ts). */}
            <p className="text-sm text-night-700" data-testid="child-prices">
              {t('booking.form.childPrices', { infant: INFANT_MAX_AGE + 1, child: CHILD_MAX_AGE, adult: CHILD_MAX_AGE + 1, percent: CHILD_PERCENT })}
            </p>
            <FormChoiceGroup name="rooms" legend={t('booking.form.rooms')} options={ROOM_OPTIONS.map((v) => ({ value: v, label: t(`booking.rooms.${v}`) }))} />
          </fieldset>

          <fieldset className="space-y-5">
            <legend className="mb-3 text-xl font-semibold">{t('booking.form.contact')}</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              <PersonFields />
            </div>
            <FormTextarea name="requests" label={t('booking.form.requests')} optional={t('leads.fields.optional')} rows={4} limit={REQUESTS_MAX} placeholder={t('booking.form.requestsPlaceholder')} />
          </fieldset>

          <FormCheckbox name="acceptTerms">
            {t('booking.form.acceptTerms').split(/(\{terms\})/).map((part, i) =>
              part === '{terms}' ? <AppLink key={i} href="/Terms" className="underline" target="_blank">{t('booking.form.terms')}</AppLink> : part,
            )}
          </FormCheckbox>
          <Honeypot />
          <p className="text-sm text-night-700" data-testid="booking-next-step">
            {inquiry ? t('booking.form.inquiryNote') : t('booking.form.holdNote', { hours: HOLD_HOURS, confirmHours: UNCONFIRMED_HOLD_HOURS })}
          </p>
          <PriceRecap input={price} inquiry={inquiry} />
          <FormAlert error={lead.error} />
          <fieldset disabled={!lead.mounted || waiting} className="contents">
            <SubmitRow label={inquiry ? t('booking.form.request') : t('booking.form.book')} pending={lead.pending} pendingLabel={t('leads.submit.sending')} consent={false} />
          </fieldset>
        </form>
      </FormProvider>
      <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
        {target.quoteNumber ? (
          <p className="rounded-2xl bg-white p-5 text-sm text-night-700 ring-1 ring-night-900/5" data-testid="price-summary">{t('booking.summary.fromQuote')}</p>
        ) : (
          <PriceSummary input={price} inquiry={inquiry} />
        )}
        <DepositRules />
      </aside>
    </div>
  );
}
