// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ContactForm } from '@/components/leads/ContactForm';
import { QuoteWizard } from '@/components/leads/QuoteWizard';
import { EMPTY_ANSWERS } from '@/components/leads/wizardSteps';
import de from '@/locales/de.json';
import { germanLeadPage } from '../helpers/germanLeadPage';

// The lead forms in German, in a real store: what a traveller sees before anything is sent
// (a wrong answer never reaches the network, so these tests need no server).


const type = (el: HTMLElement, value: string) => fireEvent.input(el, { target: { value } });
const click = async (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView() {}; // jsdom lays nothing out
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('quote wizard', () => {
  it('comes back on the step a refresh left, asks each child\'s age, and keeps the draft up to date', async () => {
    sessionStorage.setItem('twiga.quoteDraft', JSON.stringify({ step: 6, answers: { ...EMPTY_ANSWERS, travelType: 'honeymoon', destination: 'Serengeti' } }));
    germanLeadPage(<QuoteWizard tour={null} />, '/Quote');
    expect(await screen.findByText(de.leads.wizard.restored)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(de.leads.wizard.steps.travellers);

    type(screen.getByLabelText(de.leads.fields.children), '2');
    expect(screen.getAllByLabelText(/\d/).filter((el) => el.id.startsWith('childAge'))).toHaveLength(2);
    await click(de.leads.wizard.next);
    expect((await screen.findByTestId('error-childrenAges')).textContent).toBe(de.validation.childrenAges);
    await waitFor(() => expect(document.activeElement?.id).toBe('childAge1'));

    type(document.getElementById('childAge1')!, '9');
    type(document.getElementById('childAge2')!, '4');
    await click(de.leads.wizard.next);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(de.leads.wizard.steps.contact));
    const draft = JSON.parse(sessionStorage.getItem('twiga.quoteDraft')!);
    expect(draft.step).toBe(7);
    expect(draft.answers).toMatchObject({ travelType: 'honeymoon', destination: 'Serengeti', children: 2, childrenAges: [9, 4] });
  });

  it('suggests the places it is given (named in the page\'s language) on the destination step', async () => {
    sessionStorage.setItem('twiga.quoteDraft', JSON.stringify({ step: 5, answers: { ...EMPTY_ANSWERS, travelType: 'family' } }));
    germanLeadPage(<QuoteWizard tour={null} places={['Kilimandscharo', 'Manyara-See-Nationalpark']} />, '/Quote');
    await screen.findByText(de.leads.wizard.restored);
    const input = screen.getByLabelText(de.leads.fields.destination);
    const list = document.getElementById(input.getAttribute('list')!)!;
    expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(['Kilimandscharo', 'Manyara-See-Nationalpark']);
  });

  // Walked on 30 Nov: with ages 25, (empty), 7 only the empty box was marked, under "from 0 to 17";
  // with 25 and 10 no box was marked at all.
  it('marks the very age boxes that are wrong, and says each reason once', async () => {
    sessionStorage.setItem('twiga.quoteDraft', JSON.stringify({ step: 6, answers: { ...EMPTY_ANSWERS, travelType: 'family', destination: 'Serengeti' } }));
    germanLeadPage(<QuoteWizard tour={null} />, '/Quote');
    await screen.findByText(de.leads.wizard.restored);
    type(screen.getByLabelText(de.leads.fields.children), '3');
    type(document.getElementById('childAge1')!, '25');
    type(document.getElementById('childAge3')!, '7');
    await click(de.leads.wizard.next);
    const range = de.validation.range.replace('{min}', '0').replace('{max}', '17');
    const message = await screen.findByTestId('error-childrenAges');
    expect(message.textContent).toContain(range);
    expect(message.textContent).toContain(de.validation.childrenAges);
    const invalid = () => ['childAge1', 'childAge2', 'childAge3'].map((id) => document.getElementById(id)!.getAttribute('aria-invalid'));
    expect(invalid()).toEqual(['true', 'true', null]);

    type(document.getElementById('childAge2')!, '10');
    await click(de.leads.wizard.next);
    await waitFor(() => expect(invalid()).toEqual(['true', null, null]));
    expect(screen.getByTestId('error-childrenAges').textContent).toBe(range);

    // Fewer children, then more again: the ages typed come back with their boxes.
    type(screen.getByLabelText(de.leads.fields.children), '1');
    type(screen.getByLabelText(de.leads.fields.children), '3');
    expect(['childAge1', 'childAge2', 'childAge3'].map((id) => (document.getElementById(id) as HTMLInputElement).value)).toEqual(['25', '10', '7']);
  });

  it('a solo trip comes to the travellers with one adult; a number typed by the traveller stays', async () => {
    sessionStorage.setItem('twiga.quoteDraft', JSON.stringify({ step: 5, answers: { ...EMPTY_ANSWERS, travelType: 'solo', travelWith: 'alone', budget: 'under-2000', departureDate: '2030-05-01', destination: 'Serengeti' } }));
    germanLeadPage(<QuoteWizard tour={null} />, '/Quote');
    await screen.findByText(de.leads.wizard.restored);
    await click(de.leads.wizard.next);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(de.leads.wizard.steps.travellers));
    expect((screen.getByLabelText(de.leads.fields.adults) as HTMLInputElement).value).toBe('1');
    type(screen.getByLabelText(de.leads.fields.adults), '3');
    await click(de.leads.wizard.back);
    await click(de.leads.wizard.next);
    expect((screen.getByLabelText(de.leads.fields.adults) as HTMLInputElement).value).toBe('3');
  });

  it('a step with a missing answer stays, says so in German, and the message goes once answered', async () => {
    germanLeadPage(<QuoteWizard tour={null} />, '/Quote');
    await click(de.leads.wizard.next);
    expect((await screen.findByTestId('error-travelType')).textContent).toBe(de.validation.oneOf);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(de.leads.wizard.steps.travelType);
    await act(async () => void fireEvent.click(screen.getByLabelText(de.leads.options.travelType.honeymoon)));
    await waitFor(() => expect(screen.queryByTestId('error-travelType')).toBeNull());
  });
});

describe('contact form', () => {
  it('a wrong address is explained next to the field, which gets the keyboard; what was typed stays', async () => {
    germanLeadPage(<ContactForm />, '/Contact');
    type(screen.getByLabelText(de.leads.fields.fullName), 'Grace Mwangi');
    type(screen.getByLabelText(de.leads.fields.email), 'grace@example');
    type(screen.getByLabelText(de.leads.fields.message), 'Welche Camps empfehlen Sie im Juli?');
    await click(de.leads.submit.contact);
    expect((await screen.findByTestId('error-email')).textContent).toBe(de.validation.email);
    expect(screen.getByTestId('form-error').dataset.kind).toBe('invalid');
    await waitFor(() => expect(document.activeElement?.id).toBe('email'));
    expect((screen.getByLabelText(de.leads.fields.fullName) as HTMLInputElement).value).toBe('Grace Mwangi');

    type(screen.getByLabelText(de.leads.fields.email), 'grace@example.org');
    await waitFor(() => expect(screen.queryByTestId('error-email')).toBeNull());
  });
});
