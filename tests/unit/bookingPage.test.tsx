// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { BookingForm } from '@/components/booking/BookingForm';
import { BookingStart } from '@/components/booking/BookingStart';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store';
import { signedIn } from '@/store/authSlice';
import type { UserDto } from '@/server/auth/dto';
import type { DepartureDto } from '@/server/bookings/dto';
import type { BookingTour } from '@/server/catalogue/bookingTour';
import de from '@/locales/de.json';

// The booking form in German, in a real store, with the departures call stood in for: what a
// traveller sees before anything is sent (a wrong answer never reaches the network).

const departures: DepartureDto[] = [
  { id: 'dep-full', tourSlug: 'group-lodge', tourTitle: 'Group lodge', days: 5, startDate: '2027-05-01', endDate: '2027-05-05', seatsTotal: 8, seatsLeft: 0, priceCents: 200_000 },
  { id: 'dep-june', tourSlug: 'group-lodge', tourTitle: 'Group lodge', days: 5, startDate: '2027-06-01', endDate: '2027-06-05', seatsTotal: 8, seatsLeft: 3, priceCents: 210_000 },
];
vi.mock('@/services/bookings', () => ({ fetchDepartures: vi.fn(async () => departures) }));

const TODAY = '2026-11-26';
const privateLodge: BookingTour = { slug: 'serengeti-lodge', title: 'Serengeti Lodge-Safari', days: 5, priceCents: 250_000, level: 'mid-range', safariType: 'lodge', tripType: 'private', available: true };
const sharedLodge: BookingTour = { ...privateLodge, slug: 'group-lodge', title: 'Gruppen-Lodge-Safari', tripType: 'shared' };

function page(children: ReactNode, store = makeStore()) {
  mockRouter.setCurrentUrl('/Booking');
  mockRouter.locale = 'de';
  return render(
    <MemoryRouterProvider>
      <Provider store={store}>
        <I18nProvider locale="de" messages={loadMessages('de', ['pages', 'booking', 'leads', 'validation', 'names', 'catalogue'])}>{children}</I18nProvider>
      </Provider>
    </MemoryRouterProvider>,
  );
}
const type = (el: HTMLElement, value: string) => fireEvent.input(el, { target: { value } });

beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
});
afterEach(cleanup);

describe('booking form', () => {
  it('a private tour: a date gives the live price with the 30 % lodge deposit; sending empty says what is missing, in German', async () => {
    page(<BookingForm target={{ tour: privateLodge, quoteNumber: '' }} departureId={null} departures={null} today={TODAY} />);
    expect(screen.getByTestId('price-summary').textContent).toContain(de.booking.summary.incomplete);
    type(screen.getByLabelText(de.booking.form.startDate), '2027-03-10');
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$ 5,000'));
    expect(screen.getByTestId('summary-deposit').textContent).toBe('$ 1,500');
    expect(screen.getByTestId('summary-balance').textContent).toBe('$ 3,500');
    // A request is paid only once the office confirms it: the phone's recap by the button says so (walked on 30 Nov: "Anzahlung jetzt").
    expect(screen.getByTestId('price-recap').textContent).toBe('Gesamt $ 5,000 · Anzahlung nach Bestätigung $ 1,500');
    expect(screen.getByTestId('price-summary').textContent).toContain('Anzahlung (30\u00a0%)');
    expect(screen.getByTestId('price-summary').textContent).toContain('Restbetrag, fällig bis 9. Januar 2027');
    // The form counts children up to 17; the price's own age bands are said beside it (walked on 29 Nov: a 17-year-old became an adult unannounced).
    expect(screen.getByTestId('child-prices').textContent).toBe('Kinder unter 3 Jahren reisen kostenlos, von 3 bis 15 Jahren zahlen sie 70 % des Erwachsenenpreises, ab 16 Jahren den Erwachsenenpreis.');

    // Luxury costs more (the level factor), and needs half down.
    await act(async () => void fireEvent.click(screen.getByLabelText(de.catalogue.levels.luxury)));
    await waitFor(() => expect(screen.getByTestId('price-summary').textContent).toContain('Anzahlung (50\u00a0%)'));

    const send = screen.getByRole('button', { name: de.booking.form.request });
    expect(screen.getByTestId('booking-next-step').textContent).toBe(de.booking.form.inquiryNote);
    await act(async () => void fireEvent.click(send));
    expect((await screen.findByTestId('error-fullName')).textContent).toBe(de.validation.required);
    expect(screen.getByTestId('error-acceptTerms').textContent).toBe(de.validation.acceptTerms);
    expect(screen.getByLabelText(de.leads.fields.fullName).getAttribute('aria-describedby')).toBe('fullName-error');
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('form-error').dataset.kind).toBe('invalid');
    expect((screen.getByLabelText(de.booking.form.startDate) as HTMLInputElement).value).toBe('2027-03-10');
  });

  it('a 5,000-character paste into the special requests is kept whole, counted against the limit of 2,000, and refused with a message', async () => {
    page(<BookingForm target={{ tour: privateLodge, quoteNumber: '' }} departureId={null} departures={null} today={TODAY} />);
    const requests = document.getElementById('requests') as HTMLTextAreaElement;
    expect(screen.getByTestId('counter-requests').textContent).toBe(de.leads.fields.counter.replace('{count}', '0').replace('{max}', '2000'));
    // The browser cuts a paste at maxLength without a word: the box has none.
    expect(requests.hasAttribute('maxlength')).toBe(false);
    expect(requests.getAttribute('aria-describedby')).toBe('requests-counter');
    const pasted = 'Bitte vegetarisch. '.repeat(264).slice(0, 5000);
    type(requests, pasted);
    await waitFor(() => expect(screen.getByTestId('counter-requests').textContent).toContain(de.leads.fields.counter.replace('{count}', '5000').replace('{max}', '2000')));
    const tooLong = de.validation.tooLong.replace('{max}', '2000');
    expect(screen.getByTestId('counter-requests-over').textContent).toBe(tooLong);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: de.booking.form.request })));
    expect((await screen.findByTestId('error-requests')).textContent).toBe(tooLong);
    // Said once: the counter keeps the count, the field's message says why (walked on 30 Nov: the words twice).
    expect(screen.queryByTestId('counter-requests-over')).toBeNull();
    expect(document.body.textContent!.split(tooLong)).toHaveLength(2);
    expect(requests.value).toBe(pasted);
    expect(requests.value).toHaveLength(5000);
  });

  it('a likely typo in the email gets a "did you mean" once the box is left, and one tap puts it right', async () => {
    page(<BookingForm target={{ tour: privateLodge, quoteNumber: '' }} departureId={null} departures={null} today={TODAY} />);
    const email = screen.getByLabelText(de.leads.fields.email) as HTMLInputElement;
    type(email, 'anna@gmial.com');
    expect(screen.getByTestId('suggestion-email').textContent).toBe('');
    await act(async () => void fireEvent.blur(email));
    const hint = screen.getByTestId('suggestion-email');
    await waitFor(() => expect(hint.textContent).toBe(de.leads.fields.emailTypo.replace('{email}', 'anna@gmail.com')));
    await act(async () => void fireEvent.click(within(hint).getByRole('button', { name: 'anna@gmail.com' })));
    expect(email.value).toBe('anna@gmail.com');
    expect(hint.textContent).toBe('');

    type(email, 'anna@example.con');
    await waitFor(() => expect(hint.textContent).toContain('anna@example.com'));
  });

  it('a shared tour: its open departures with seats left, the first chosen, the level fixed and the button books', async () => {
    page(<BookingForm target={{ tour: sharedLodge, quoteNumber: '' }} departureId="dep-gone" departures={null} today={TODAY} />);
    const choice = await screen.findByTestId('departure-choice');
    const options = within(choice).getAllByRole('option');
    expect(options).toHaveLength(1); // the full one is not offered
    expect(options[0]!.textContent).toContain('Noch 3 Plätze frei');
    await waitFor(() => expect((screen.getByLabelText(de.booking.form.departure) as HTMLSelectElement).value).toBe('dep-june'));
    expect(screen.queryByLabelText(de.booking.form.startDate)).toBeNull();
    expect(screen.getByTestId('fixed-level').textContent).toContain(de.catalogue.levels['mid-range']);
    expect(screen.getByRole('button', { name: de.booking.form.book })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('summary-total').textContent).toBe('$ 4,200'));
    expect(screen.getByTestId('summary-deposit').textContent).toBe('$ 1,260');
    // A departure with seats is paid on the next page: now.
    expect(screen.getByTestId('price-recap').textContent).toBe('Gesamt $ 4,200 · Anzahlung jetzt $ 1,260');
  });
});

describe('a signed-in traveller', () => {
  const user: UserDto = {
    id: 'u1', name: 'Anna Müller', email: 'anna@example.com', phone: '+49 30 1234567', country: 'AT', title: 'Ms',
    countryOfResidence: 'DE', avatar: null, locale: 'de',
  };
  const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

  it('finds the booking form filled from the profile: name, email, phone, country of residence', async () => {
    const store = makeStore();
    store.dispatch(signedIn({ token: 't', user }));
    page(<BookingForm target={{ tour: privateLodge, quoteNumber: '' }} departureId={null} departures={null} today={TODAY} />, store);
    await waitFor(() => expect(value(de.leads.fields.fullName)).toBe('Anna Müller'));
    expect(value(de.leads.fields.email)).toBe('anna@example.com');
    expect(value(de.leads.fields.phone)).toBe('+49 30 1234567');
    expect(value(de.leads.fields.country)).toBe('DE');
  });

  it('whose session comes back after the page showed: empty boxes are filled, what was typed stays', async () => {
    const store = makeStore();
    page(<BookingForm target={{ tour: privateLodge, quoteNumber: '' }} departureId={null} departures={null} today={TODAY} />, store);
    type(screen.getByLabelText(de.leads.fields.fullName), 'Anna M. Müller');
    expect(value(de.leads.fields.email)).toBe('');
    await act(async () => void store.dispatch(signedIn({ token: 't', user })));
    await waitFor(() => expect(value(de.leads.fields.email)).toBe('anna@example.com'));
    expect(value(de.leads.fields.fullName)).toBe('Anna M. Müller');
    expect(value(de.leads.fields.country)).toBe('DE');
  });
});

describe('a tour the operator has paused', () => {
  it('says so in German instead of a form, and offers a quote for that tour', () => {
    page(<BookingStart unknownTour={false} pausedTour="serengeti-lodge" />);
    expect(screen.getByTestId('booking-paused').textContent).toBe(de.booking.start.paused);
    expect(screen.getByRole('link', { name: de.booking.start.quote }).getAttribute('href')).toBe('/Quote?tour=serengeti-lodge');
    expect(screen.queryByTestId('booking-form')).toBeNull();
  });
});
