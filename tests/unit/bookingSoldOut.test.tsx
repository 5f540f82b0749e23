// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { BookingForm } from '@/components/booking/BookingForm';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { loadMessages } from '@/lib/i18n/messages';
import { makeStore } from '@/store';
import type { DepartureDto } from '@/server/bookings/dto';
import type { BookingTour } from '@/server/catalogue/bookingTour';
import es from '@/locales/es.json';

// Walked on 29 Nov (Spanish, 390 px): the seats of the chosen departure went while the form was
// filled in; after the 409 the box showed another date (sooner, so paid in full) under "not
// enough seats on this departure", and a second tap on "Book" would have booked it.

const march: DepartureDto = { id: 'dep-march', tourSlug: 'group-camp', tourTitle: 'Group camp', days: 3, startDate: '2027-03-15', endDate: '2027-03-17', seatsTotal: 6, seatsLeft: 3, priceCents: 84_000 };
const december: DepartureDto = { ...march, id: 'dep-dec', startDate: '2026-12-10', endDate: '2026-12-12', seatsLeft: 6 };
let listed: DepartureDto[] = [march, december];
vi.mock('@/services/bookings', () => ({ fetchDepartures: vi.fn(async () => listed) }));
const post = vi.fn();
vi.mock('@/services/leads', () => ({ fetchFormToken: vi.fn(async () => 'token'), postLead: (...args: unknown[]) => post(...args) }));

const tour: BookingTour = { slug: 'group-camp', title: 'Safari en grupo', days: 3, priceCents: 84_000, level: 'budget', safariType: 'camping', tripType: 'shared', available: true };
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
});

describe('a departure sold out while the form was filled in', () => {
  it('chooses nothing in its place, names the one that went, and sends nothing until another is chosen', async () => {
    mockRouter.setCurrentUrl('/Booking');
    render(
      <MemoryRouterProvider>
        <Provider store={makeStore()}>
          <I18nProvider locale="es" messages={loadMessages('es', ['pages', 'booking', 'leads', 'validation', 'names', 'catalogue'])}>
            <BookingForm target={{ tour, quoteNumber: '' }} departureId="dep-march" departures={null} today="2026-11-29" />
          </I18nProvider>
        </Provider>
      </MemoryRouterProvider>,
    );
    const box = () => screen.getByLabelText(es.booking.form.departure) as HTMLSelectElement;
    await waitFor(() => expect(box().value).toBe('dep-march'));
    type(es.leads.fields.fullName, 'Íñigo Peña');
    type(es.leads.fields.email, 'inigo@example.es');
    type(es.leads.fields.phone, '+34 600 123 456');
    fireEvent.change(screen.getByLabelText(es.leads.fields.country), { target: { value: 'ES' } });
    fireEvent.click(screen.getByLabelText(/He leído y acepto/));

    // Someone else took the seats: the server refuses, and the list now has March full.
    listed = [{ ...march, seatsLeft: 0 }, december];
    post.mockRejectedValueOnce({ response: { status: 409, data: { error: { code: 'departure_full', message: es.validation.departureFull, fields: { departureId: es.validation.departureFull } } } } });
    fireEvent.click(screen.getByRole('button', { name: es.booking.form.book }));

    await waitFor(() => expect(screen.getByText(/La salida del 15 mar 2027 – 17 mar 2027 ya no tiene plazas suficientes/)).toBeTruthy(), { timeout: 8_000 });
    expect(box().value).toBe('');
    expect(box().selectedOptions[0]!.textContent).toBe(es.booking.departures.choose);
    expect(post).toHaveBeenCalledTimes(1);

    // "Book" again without choosing: nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: es.booking.form.book }));
    await new Promise((r) => setTimeout(r, 300));
    expect(post).toHaveBeenCalledTimes(1);
    cleanup();
  }, 15_000);
});
