import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BALANCE_DUE_DAYS_BEFORE, CHILD_MAX_AGE, CHILD_PERCENT, DEPOSIT_PERCENT, FULL_PAYMENT_WITHIN_DAYS, HOLD_HOURS, INFANT_MAX_AGE } from '@/lib/booking/rules';
import { LOCALES } from '@/lib/i18n/config';
import { blockWords } from '@/server/db/seed/blog';
import { ASSOCIATES, TEAM } from '@/server/db/seed/info/team';
import { INFO_DOCUMENTS, type InfoDocumentText } from '@/server/db/seed/info/types';

const read = <T,>(locale: string, name: string): T => JSON.parse(fs.readFileSync(`server/db/seed/info/text/${locale}/${name}.json`, 'utf8')) as T;
const words = (doc: InfoDocumentText) => doc.body.flatMap(blockWords).join(' ');

describe.each(LOCALES)('information pages in %s', (locale) => {
  it.each(INFO_DOCUMENTS)('has %s, with only internal links and no HTML', (id) => {
    const doc = read<InfoDocumentText>(locale, id);
    expect(doc.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.body.length).toBeGreaterThan(3);
    const text = words(doc);
    expect(text).not.toMatch(/<[a-z/]/i);
    for (const link of text.match(/\]\(([^)]*)\)/g) ?? []) expect(link).toMatch(/^\]\(\/[A-Za-z0-9/?=&-]*\)$/);
  });

  it('states both minimum ages in the privacy policy, and the under-18 rule in the terms', () => {
    const privacy = words(read<InfoDocumentText>(locale, 'privacy'));
    expect(privacy).toMatch(/\b13\b/);
    expect(privacy).toMatch(/\b18\b/);
    expect(words(read<InfoDocumentText>(locale, 'terms'))).toMatch(/\b18\b/);
  });

  it('gives the five booking steps and the deposit rules', () => {
    const doc = read<InfoDocumentText>(locale, 'ourBookingProcess');
    const steps = doc.body.filter((b) => b.type === 'steps');
    expect(steps).toHaveLength(1);
    expect(steps[0].type === 'steps' && steps[0].items).toHaveLength(5);
    const text = words(doc);
    for (const percent of new Set(Object.values(DEPOSIT_PERCENT))) expect(text).toMatch(new RegExp(`\\b${percent}\\s?%`));
  });

  it('states the booking rules of lib/booking/rules.ts in the terms', () => {
    const text = words(read<InfoDocumentText>(locale, 'terms'));
    for (const percent of new Set(Object.values(DEPOSIT_PERCENT))) expect(text).toMatch(new RegExp(`\\b${percent}\\s?%`));
    for (const n of [FULL_PAYMENT_WITHIN_DAYS, BALANCE_DUE_DAYS_BEFORE, HOLD_HOURS, INFANT_MAX_AGE + 1, CHILD_MAX_AGE, CHILD_MAX_AGE + 1]) expect(text).toMatch(new RegExp(`\\b${n}\\b`));
    expect(text).toMatch(new RegExp(`\\b${CHILD_PERCENT}\\s?%`));
    expect(text).toContain('Pesapal');
  });

  it('has every team member and associate', () => {
    expect(Object.keys(read<object>(locale, 'team')).sort()).toEqual(TEAM.map((m) => m.id).sort());
    expect(Object.keys(read<object>(locale, 'associates')).sort()).toEqual(ASSOCIATES.map((a) => a.id).sort());
  });
});
