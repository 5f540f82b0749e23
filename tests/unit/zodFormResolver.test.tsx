// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ZodType } from 'zod';
import { fieldError } from '@/components/forms/fieldError';
import { ContactForm } from '@/components/leads/ContactForm';
import { QuoteWizard } from '@/components/leads/QuoteWizard';
import { EMPTY_ANSWERS } from '@/components/leads/wizardSteps';
import { profileFormSchema } from '@/lib/auth/profileForm';
import { bookingRequestSchema } from '@/lib/booking/schema';
import { errorNames } from '@/lib/forms/errorList';
import { zodFormResolver } from '@/lib/forms/zodFormResolver';
import { translate, type Messages } from '@/lib/i18n/translate';
import { contactSchema, quoteWizardSchema, reviewSchema } from '@/lib/leads/schemas';
import { fieldMessages } from '@/lib/validation/fieldMessages';
import de from '@/locales/de.json';
import { germanLeadPage } from '../helpers/germanLeadPage';

// The forms check with zodResolver and the API's own schemas; the messages are the API's, in the
// page's language, whether zod made the problem (required, too short, an email) or a rule of the
// schema did (`key:range?min=1&max=60`, `key:phone`).

const t = (key: string, params?: Record<string, string | number>) => translate(de as unknown as Messages, key, params, 'de');

const type = (id: string, value: string) => fireEvent.input(document.getElementById(id)!, { target: { value } });
const click = async (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));
const shown = (field: string) => screen.getByTestId(`error-${field}`).textContent;

/** What the form's resolver says, as react-hook-form runs it on these answers. */
const check = (schema: ZodType, values: object, only?: readonly string[]) =>
  zodFormResolver(schema, t, { only })(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });

beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView() {}; // jsdom lays nothing out
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('a German form', () => {
  it('says in German what is missing, too short, not an address, or against the schema’s own rule', async () => {
    germanLeadPage(<ContactForm />, '/Contact');
    type('email', 'grace@example');
    type('phone', 'ruf mich an');
    type('message', 'Hallo!');
    await click(de.leads.submit.contact);

    expect(await screen.findByTestId('error-fullName')).toBeTruthy();
    expect(shown('fullName')).toBe(de.validation.required);
    expect(shown('email')).toBe(de.validation.email);
    expect(shown('phone')).toBe(de.validation.phone);
    expect(shown('message')).toBe('Bitte geben Sie mindestens 10 Zeichen ein.');
    await waitFor(() => expect(document.activeElement?.id).toBe('fullName'));
  });

  it('a number out of range says the range, with both ends', async () => {
    sessionStorage.setItem('twiga.quoteDraft', JSON.stringify({ step: 1, answers: { ...EMPTY_ANSWERS, travelType: 'honeymoon' } }));
    germanLeadPage(<QuoteWizard tour={null} />, '/Quote');
    expect(await screen.findByText(de.leads.wizard.restored)).toBeTruthy();
    type('days', '90');
    await click(de.leads.wizard.next);
    expect((await screen.findByTestId('error-days')).textContent).toBe('Bitte geben Sie eine Zahl von 1 bis 60 ein.');
  });
});

describe('a wizard step', () => {
  const empty = { ...EMPTY_ANSWERS, days: '' };

  it('reports only its own fields, nested as react-hook-form keeps them', async () => {
    const step = await check(quoteWizardSchema, { ...empty, children: 2, childrenAges: [4, ''] }, ['adults', 'children', 'childrenAges']);
    expect(errorNames(step.errors)).toEqual(['childrenAges.1']);
    expect(fieldError(step.errors, 'childrenAges')).toBe(de.validation.childrenAges);
    const all = await check(quoteWizardSchema, { ...empty, children: 2, childrenAges: [4, ''] });
    expect(errorNames(all.errors)).toEqual(expect.arrayContaining(['travelType', 'days', 'childrenAges.1', 'fullName', 'email']));
  });

  it('whose own answers are fine goes on with them as typed, whatever later steps lack', async () => {
    const values = { ...empty, days: 12 };
    expect(await check(quoteWizardSchema, values, ['days'])).toEqual({ values, errors: {} });
  });
});

describe('the form and the API', () => {
  const cases: [string, ZodType, object][] = [
    ['contact', contactSchema, { fullName: 'G', email: 'grace@', phone: 'x', message: '' }],
    ['wizard', quoteWizardSchema, { ...EMPTY_ANSWERS, days: 0, adults: 31, children: 1, childrenAges: ['zwei'], interests: ['golf'] }],
    ['review', reviewSchema, { name: '', email: 'nope', country: 'Deutschland', rating: 9, title: 'Ok', text: 'Kurz', travelDate: '2999-01' }],
    ['booking', bookingRequestSchema, { tour: '', startDate: '2001-01-01', adults: '', children: 2, childrenAges: [3], acceptTerms: false }],
    ['profile', profileFormSchema, { name: '', phone: 'call me', avatar: new Blob([new Uint8Array(6 * 1024 * 1024)]) }],
  ];

  it.each(cases)('say the same for each field (%s)', async (_, schema, values) => {
    const api = fieldMessages((await schema.safeParseAsync(values)).error!, t);
    const form = (await check(schema, values)).errors;
    expect(Object.keys(api).length).toBeGreaterThan(1);
    for (const [field, message] of Object.entries(api)) expect([field, fieldError(form, field)]).toEqual([field, message]);
    expect(Object.values(api).some((m) => m.startsWith('validation.') || m.startsWith('key:'))).toBe(false);
  });

  it('the API still answers in German with the rule’s values in it', async () => {
    const api = fieldMessages(quoteWizardSchema.safeParse({ ...EMPTY_ANSWERS, days: 61 }).error!, t);
    expect(api.days).toBe('Bitte geben Sie eine Zahl von 1 bis 60 ein.');
    const profile = fieldMessages((await profileFormSchema.safeParseAsync({ name: 'Anna', avatar: new Blob([new Uint8Array(6 * 1024 * 1024)]) })).error!, t);
    expect(profile.avatar).toBe('Dieses Bild ist zu groß: Bitte wählen Sie eines mit höchstens 5 MB.');
  });
});
