import { useEffect, useState } from 'react';

/**
 * Spec section 9: "minimum fetch display delay 200 ms". A loading indicator appears only once
 * the answer has taken that long, so a fast answer never makes it flicker.
 */
export const FETCH_DISPLAY_DELAY_MS = 200;

/** True once `active` has stayed true for `delayMs`; false again as soon as it is not. */
export function useDelayedFlag(active: boolean, delayMs = FETCH_DISPLAY_DELAY_MS): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!active) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && late;
}
