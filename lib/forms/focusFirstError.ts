import { isWithin } from './errorList';

/**
 * Moves the keyboard to the first control with an error (in the form's order), after a render.
 * `childrenAges` also matches its boxes `childrenAges.0`, `childrenAges.1`, ...
 */
export function focusFirstError(form: HTMLFormElement | null, names: string[]) {
  if (!form || !names.length) return;
  const matches = (name: string) => names.some((n) => isWithin(name, n));
  requestAnimationFrame(() => {
    const first = Array.from(form.elements).find((el) => matches((el as HTMLInputElement).name ?? '')) as HTMLElement | undefined;
    if (!first) return;
    // Centred, so the sticky navigation bar does not cover it; its label is just above.
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: 'center' });
  });
}
