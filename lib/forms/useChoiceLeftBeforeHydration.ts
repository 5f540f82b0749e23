import { useEffect, useRef } from 'react';

/** What a visitor can leave in a choice React holds: one value (a select, radio buttons) or several (check boxes). */
type Choice = string | string[];

/** The choice the page shows in `el`: a select's value, the ticked boxes' values, or the chosen radio button's. */
function shownChoice(el: HTMLElement, multiple: boolean): Choice {
  if (el instanceof HTMLSelectElement) return el.value;
  const ticked = [...el.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => input.value);
  return multiple ? ticked : (ticked[0] ?? '');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * A choice React controls (a select, stars, option cards) that the visitor may have made before
 * the page's scripts ran: React hydrates leaving the page as the visitor left it, but the form's
 * state still holds the server's value. Once mounted, the choice the page shows is handed to
 * `onChange`, as if made now, so that what was chosen is what is sent. After a client-side
 * navigation the page shows the state's own value, and nothing happens.
 */
export function useChoiceLeftBeforeHydration<E extends HTMLElement>(value: unknown, onChange: (choice: never) => void, multiple = false) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (!ref.current) return;
    const shown = shownChoice(ref.current, multiple);
    if (!same(shown, value)) (onChange as (choice: Choice) => void)(shown);
    // Once, on mount: later changes are the visitor's own, seen by React.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return ref;
}
