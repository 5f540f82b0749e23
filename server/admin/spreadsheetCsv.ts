import { stringify } from 'csv-stringify/sync';

/** What a spreadsheet program reads as the start of a formula (its full-width forms too, which some normalise). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
/** An amount or count the office's rows carry ("-50.00"): kept a number the sheet can add up. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Rows for the office's spreadsheet (UTF-8 with a byte-order mark, a header row). What travellers
 * typed (a name, a request) goes into these cells, so a text a spreadsheet would run as a formula
 * (`=HYPERLINK(…)`, `@SUM(…)`) is written with a leading apostrophe, which shows it as typed
 * (OWASP's advice on CSV injection). Not for files meant to be read back (translations).
 */
export function spreadsheetCsv(rows: unknown[][], columns: string[]): string {
  return stringify(rows, {
    header: true,
    columns,
    bom: true,
    cast: { string: (value) => (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value) },
  });
}
