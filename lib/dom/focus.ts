/**
 * Focus is on nothing: on the page's body, after the focused element went away or was disabled
 * (a send button while it sends, a step's button once its step is done).
 */
export const focusIsLost = (): boolean => !document.activeElement || document.activeElement === document.body;

/** Focus back to `to` while it is still on the page, else to the page's content (#main); the page does not move. */
export function returnFocus(to: Element | null): void {
  const target = to instanceof HTMLElement && to.isConnected ? to : document.getElementById('main');
  target?.focus({ preventScroll: true });
}
