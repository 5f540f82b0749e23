// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '@/components/admin/adminApi';
import { ConvertToBooking } from '@/components/admin/inbox/ConvertToBooking';
import type { InboxRequest, QuoteTour } from '@/components/admin/inbox/types';

// Issue 24, item 11: a shared tour's quote became a booking only with the departure's internal id
// typed by hand ("…@2027-06-10"). The departure is now picked from the tour's own list. The API's
// answers are stood in with the shapes tests/api/adminInboxWording.test.ts checks.

const tour: QuoteTour = { id: 'serengeti-group-lodge', title: '4-Day Serengeti Group Lodge Safari', tripType: 'shared', days: 4 };
const departures = [
  { id: 'serengeti-group-lodge@2027-06-03', startDate: '2027-06-03', seatsTotal: 12, seatsTaken: 12, priceCents: 215_000, status: 'open' },
  { id: 'serengeti-group-lodge@2027-06-10', startDate: '2027-06-10', seatsTotal: 12, seatsTaken: 8, priceCents: 215_000, status: 'open' },
  { id: 'serengeti-group-lodge@2027-06-17', startDate: '2027-06-17', seatsTotal: 12, seatsTaken: 0, priceCents: 215_000, status: 'closed' },
];
const request = { number: 'Q-2026-000021', kind: 'quote', payload: { tour: 'serengeti-group-lodge', adults: 2, children: 0, departureDate: '2027-06-10' } } as unknown as InboxRequest;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ConvertToBooking', () => {
  it('a shared tour: the departure is chosen from the tour’s list (dates, seats left, price), no id to type; the chosen one is sent', async () => {
    const get = vi.spyOn(adminApi, 'get').mockResolvedValue({ data: { tour, departures } } as AxiosResponse);
    const post = vi.spyOn(adminApi, 'post').mockResolvedValue({ data: { booking: { number: 'B-2026-000019' }, request } } as AxiosResponse);
    render(<ConvertToBooking request={request} tour={tour} onRequest={() => {}} />);
    expect(get.mock.calls[0]![0]).toBe('/tours/serengeti-group-lodge');
    const select = screen.getByLabelText('Departure') as HTMLSelectElement;
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(screen.queryByRole('textbox', { name: /departure/i })).toBeNull();
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['Choose a departure', false],
      ['Thu, 3 Jun 2027 · 0 of 12 seats left · $ 2,150 per adult · not enough seats for 2', true],
      ['Thu, 10 Jun 2027 · 4 of 12 seats left · $ 2,150 per adult', false],
      ['Thu, 17 Jun 2027 · 12 of 12 seats left · $ 2,150 per adult · closed', true],
    ]);

    // The date the traveller asked for is chosen already (walked on 30 Nov: "Choose a departure").
    await waitFor(() => expect(select.value).toBe('serengeti-group-lodge@2027-06-10'));

    // Nothing chosen: said at once, nothing sent.
    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn into booking' }));
    expect(await screen.findByText('Choose a departure.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(select, { target: { value: 'serengeti-group-lodge@2027-06-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn into booking' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]).toEqual(['/inbox/Q-2026-000021/booking', { departureId: 'serengeti-group-lodge@2027-06-10', adults: 2, children: 0 }]);
    expect(await screen.findByText('Booking B-2026-000019 created.')).toBeTruthy();
  });

  it('a day without a departure for the party: the office is told the day asked for and the nearest ones that can take it, and nothing is chosen for it', async () => {
    vi.spyOn(adminApi, 'get').mockResolvedValue({ data: { tour, departures: [...departures, { ...departures[1]!, id: 'serengeti-group-lodge@2027-06-24', startDate: '2027-06-24', seatsTaken: 0 }] } } as AxiosResponse);
    const asked = { ...request, payload: { ...request.payload, departureDate: '2027-06-12' } } as InboxRequest;
    render(<ConvertToBooking request={asked} tour={tour} onRequest={() => {}} />);
    const hint = await screen.findByTestId('asked-departure');
    // 3 June is full and 17 June closed: neither is offered as "nearest".
    expect(hint.textContent).toBe('The traveller asked for Sat, 12 Jun 2027: no departure that day with 2 seats free. Nearest: Thu, 10 Jun 2027 (2 days earlier) or Thu, 24 Jun 2027 (12 days later).');
    expect((screen.getByLabelText('Departure') as HTMLSelectElement).value).toBe('');
    // A party of five no longer fits on 10 June (4 seats left).
    fireEvent.change(screen.getByLabelText('Adults'), { target: { value: '5' } });
    await waitFor(() => expect(screen.getByTestId('asked-departure').textContent).toBe('The traveller asked for Sat, 12 Jun 2027: no departure that day with 5 seats free. Nearest: Thu, 24 Jun 2027 (12 days later).'));
  });

  it('the day asked for has a departure with seats: no hint, that departure chosen', async () => {
    vi.spyOn(adminApi, 'get').mockResolvedValue({ data: { tour, departures } } as AxiosResponse);
    render(<ConvertToBooking request={request} tour={tour} onRequest={() => {}} />);
    await waitFor(() => expect((screen.getByLabelText('Departure') as HTMLSelectElement).value).toBe('serengeti-group-lodge@2027-06-10'));
    expect(screen.queryByTestId('asked-departure')).toBeNull();
  });

  it('a request already booked names its booking instead of offering the form again', () => {
    const booked = { ...request, status: 'booked', history: [{ at: '2026-11-30T00:55:00Z', actor: 'office@example.com', action: 'booked', note: 'B-2026-000003' }] } as unknown as InboxRequest;
    render(<ConvertToBooking request={booked} tour={tour} onRequest={() => {}} />);
    expect(screen.getByTestId('quote-booked').textContent).toBe('This request became booking B-2026-000003.');
    expect(screen.getByRole('link', { name: 'B-2026-000003' }).getAttribute('href')).toBe('/admin/inbox/B-2026-000003');
    expect(screen.queryByRole('button', { name: 'Turn into booking' })).toBeNull();
  });

  it('a private tour: a start date, no departure list', () => {
    const get = vi.spyOn(adminApi, 'get');
    render(<ConvertToBooking request={request} tour={{ ...tour, tripType: 'private' }} onRequest={() => {}} />);
    expect(screen.queryByLabelText('Departure')).toBeNull();
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2027-06-10');
    expect(get).not.toHaveBeenCalled();
  });
});
