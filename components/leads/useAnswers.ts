import { useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';

type Check = (schema: ZodType, answers: unknown, only?: string[]) => Record<string, string>;

/**
 * A form's typed answers. Editing a field that shows an error checks that field again, so the
 * message goes away as soon as the answer is fine (other fields' messages are left alone).
 */
export function useAnswers<A extends Record<string, string>>(
  initial: A,
  schema: ZodType,
  lead: { fieldErrors: Record<string, string>; setFieldErrors: (e: Record<string, string>) => void; check: Check },
  /** What is checked and sent, when it differs from the typed text (numbers, unanswered fields left out). */
  toPayload: (answers: A) => Record<string, unknown> = (a) => a,
) {
  const [answers, setAnswers] = useState<A>(initial);
  const set = (name: keyof A & string) => (value: string) => {
    const next = { ...answers, [name]: value };
    setAnswers(next);
    if (lead.fieldErrors[name]) {
      const { [name]: _old, ...rest } = lead.fieldErrors;
      lead.setFieldErrors({ ...rest, ...lead.check(schema, toPayload(next), [name]) });
    }
  };
  return { answers, set, payload: () => toPayload(answers) };
}

/** Moves the keyboard to the first field with an error (in the form's order), after a render. */
export function focusFirstError(form: HTMLFormElement | null, errors: Record<string, string>) {
  const names = Object.keys(errors);
  if (!form || !names.length) return;
  requestAnimationFrame(() => {
    const first = Array.from(form.elements).find((el) => names.includes((el as HTMLInputElement).name ?? '')) as HTMLElement | undefined;
    if (!first) return;
    // Centred, so the sticky navigation bar does not cover it; its label is just above.
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: 'center' });
  });
}

/**
 * False until the page's JavaScript runs. The send button waits for it: sent natively, a form
 * would reload the page and lose what was typed.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/**
 * What a lead form does around sending: notes when it was opened (for the anti-bot minimum),
 * knows when its script runs, and after each failed send moves the keyboard to the first
 * field to fix (not while the person types).
 */
export function useFormAttempts(lead: { markOpened: () => void; fieldErrors: Record<string, string> }) {
  const form = useRef<HTMLFormElement>(null);
  const mounted = useMounted();
  const [tries, setTries] = useState(0);
  useEffect(() => {
    lead.markOpened();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (tries) focusFirstError(form.current, lead.fieldErrors);
  }, [tries]); // eslint-disable-line react-hooks/exhaustive-deps
  return { form, mounted, failed: () => setTries((n) => n + 1) };
}
