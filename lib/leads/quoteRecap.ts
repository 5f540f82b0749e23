// What the thank-you page recaps of a quote request just sent. It stays in this tab only:
// quote numbers are sequential, so the server never hands a request's details to whoever
// knows a number.

const KEY = 'twiga.lastQuote';

export type QuoteRecap = {
  number: string;
  tour?: string;
  destination?: string;
  departureDate?: string;
  days?: number;
  adults?: number;
  children?: number;
};

export function saveQuoteRecap(recap: QuoteRecap): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(recap));
  } catch {
    /* private mode or storage blocked: the page still shows the number */
  }
}

/** The recap of that request, if this tab sent it. */
export function loadQuoteRecap(number: string): QuoteRecap | undefined {
  try {
    const recap = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as QuoteRecap | null;
    return recap?.number === number ? recap : undefined;
  } catch {
    return undefined;
  }
}

/** Numbers as typed in a form ('' or '3') become numbers, blanks disappear. */
export const answeredNumber = (v: unknown): number | undefined => (v === '' || v == null || Number.isNaN(Number(v)) ? undefined : Number(v));
