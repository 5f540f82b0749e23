// Form controls the visitor changed before the page hydrated (held by the page's inline loader,
// config/scriptsAfterPaint.js): the page shows the visitor's values, but React hydrated believing
// the server's, and React 19 replays no change made before hydration. Replayed here as the
// changes React would have seen, from what React believes (the control's default: hydration, and
// every render of a controlled field, writes React's value there) to the visitor's.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor left in a control. */
type Left = { control: Control; checked: boolean; value: string; selected: boolean[] };

const fire = (control: Element, type: string) => control.dispatchEvent(new Event(type, { bubbles: true }));

const isControl = (el: Element): el is Control => el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

const isBox = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Sets a field's value without React's value tracker seeing it (the prototype's own setter). */
const setUntracked = (control: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as Control, 'value')!.set!.call(control, value);

function replayOne({ control, checked, value, selected }: Left): void {
  if (!control.isConnected) return;
  if (control instanceof HTMLSelectElement) {
    // A select has no value tracker: React takes any change event as a change.
    const options = [...control.options];
    if (options.every((o, i) => selected[i] === o.defaultSelected)) return;
    options.forEach((o, i) => (o.selected = !!selected[i]));
    fire(control, 'change');
    return;
  }
  if (isBox(control)) {
    // A radio button left by the visitor changed only because another was chosen: that one replays.
    if (checked === control.defaultChecked || (control.type === 'radio' && !checked)) return;
    // React's tracker (on the element's own `checked`) takes the other state; the visitor's click brings theirs.
    control.checked = !checked;
    control.click();
    return;
  }
  if (control.type === 'file' || value === control.defaultValue) return;
  // React's tracker (on the element's own `value`) takes React's value; the untracked setter puts the visitor's back.
  control.value = control.defaultValue;
  setUntracked(control, value);
  fire(control, 'input');
  fire(control, 'change');
}

/**
 * Replays, once each, the controls the visitor changed. All are read first: replaying one
 * re-renders the page, and a render writes React's value back into every controlled field.
 */
export function replayChanges(controls: Element[]): void {
  const left: Left[] = [...new Set(controls)].filter(isControl).map((control) => ({
    control,
    checked: isBox(control) && control.checked,
    value: control.value,
    selected: control instanceof HTMLSelectElement ? [...control.options].map((o) => o.selected) : [],
  }));
  left.forEach(replayOne);
}
