import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';

// Characters a person never means to type into a form, which change how text looks elsewhere:
// line breaks in a name become extra "Label: value" lines in the operator's mail, and bidi
// controls reorder what the operator reads (a reversed phone number, a hidden word).
const BIDI = '\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069';
/** C0 controls (CR, LF, NUL, tab…), DEL, C1 controls (NEL…), the Unicode line and paragraph separators, bidi controls. */
const NOT_ONE_LINE_CHARS = `[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029${BIDI}]`;
const NOT_ONE_LINE = new RegExp(NOT_ONE_LINE_CHARS);
const BIDI_CHARS = new RegExp(`[${BIDI}]`, 'g');
const LINE_BREAK_RUNS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;
/** The same, except tab, line feed and carriage return, which a message keeps. */
const INVISIBLE_IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI}]`, 'g');

export const isOneLine = (value: string) => !NOT_ONE_LINE.test(value);

/** Forces text onto one line: bidi controls go, each run of line breaks or other control characters becomes one space. */
export const asOneLine = (value: string) => value.replace(BIDI_CHARS, '').replace(LINE_BREAK_RUNS, ' ').trim();

/** A message's text without NUL, other control characters and bidi controls; its line breaks stay. */
export const withoutInvisibles = (value: string) => value.replace(INVISIBLE_IN_TEXT, '');

/** A single-line string field (name, subject, phone…): control and bidi characters are refused, not silently removed. */
export const oneLineString = () => z.string().trim().refine(isOneLine, { error: 'key:oneLine', abort: true });

/** A multi-line string field (message, review text): keeps line breaks, drops what would hide or reorder text. */
export const multiLineString = () => z.string().overwrite(withoutInvisibles).trim();
