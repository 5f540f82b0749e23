import { describe, expect, it } from 'vitest';
import { mergeMessages } from '@/lib/i18n/mergeMessages';

describe('mergeMessages', () => {
  it('lays fetched strings over the page\'s branch by branch, keeping what the page had', () => {
    const page = { common: { a: 'A' }, booking: { departures: { title: 'Termine' }, form: { name: 'Name' } } };
    const fetched = { booking: { departures: { title: 'Termine', bookThis: 'Buchen' } } };
    expect(mergeMessages(page, fetched)).toEqual({ common: { a: 'A' }, booking: { departures: { title: 'Termine', bookThis: 'Buchen' }, form: { name: 'Name' } } });
    expect(page.booking.departures).toEqual({ title: 'Termine' }); // the page's own object is untouched
  });
});
