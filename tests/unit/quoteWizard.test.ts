import { describe, expect, it } from 'vitest';
import { WIZARD_STEPS, EMPTY_ANSWERS } from '@/components/leads/wizardSteps';
import { quoteWizardSchema } from '@/lib/leads/schemas';
import { fieldMessages } from '@/lib/validation/fieldMessages';
import { translate } from '@/lib/i18n/translate';
import de from '@/locales/de.json';

describe('quote wizard steps', () => {
  it('follow the spec order and ask for every answer the API needs, each exactly once', () => {
    expect(WIZARD_STEPS.map((s) => s.id)).toEqual(['travelType', 'days', 'travelWith', 'budget', 'departureDate', 'destination', 'travellers', 'contact']);
    const asked = WIZARD_STEPS.flatMap((s) => [...s.fields]);
    expect(new Set(asked).size).toBe(asked.length);
    // Every answer an empty form lacks belongs to a step that asks for it.
    const empty = quoteWizardSchema.safeParse({ ...EMPTY_ANSWERS, days: '', adults: '' });
    expect(empty.success).toBe(false);
    const missing = Object.keys(fieldMessages(empty.error!, (k, p) => translate(de, k, p)));
    for (const field of missing) expect(asked, field).toContain(field);
  });

  it('explains each missing answer in the page language', () => {
    const result = quoteWizardSchema.safeParse({ ...EMPTY_ANSWERS, children: 2, childrenAges: [5] });
    const messages = fieldMessages(result.error!, (k, p) => translate(de, k, p));
    expect(messages.travelType).toBe(de.validation.oneOf);
    expect(messages.fullName).toBe(de.validation.required);
    expect(messages.childrenAges).toBe(de.validation.childrenAges);
    expect(messages.departureDate).toBe(de.validation.required);
  });
});

describe('children ages', () => {
  it('treats an empty age box as missing, not as a newborn', () => {
    const base = { ...EMPTY_ANSWERS, children: 1 };
    const empty = quoteWizardSchema.safeParse({ ...base, childrenAges: [''] });
    expect(fieldMessages(empty.error!, (k, p) => translate(de, k, p)).childrenAges).toBe(de.validation.childrenAges);
    const zero = quoteWizardSchema.safeParse({ ...base, childrenAges: [0] });
    expect(zero.success || !('childrenAges' in fieldMessages(zero.error!, (k) => k))).toBe(true);
  });
});
