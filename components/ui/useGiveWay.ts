import { useEffect, useState, type RefObject } from 'react';

/**
 * What a tap can mean something on (a floating button over one of these would take the tap), and
 * the messages a form shows that the traveller must read (walked at 390 px: back-to-top sat on
 * "Inserite almeno 20 caratteri." under the review's text).
 */
const CONTROLS = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="alert"], [id$="-error"]';
/** A control taller than this (a whole card is a link) counts only when its middle is under the button. */
const LARGE = 120;

/**
 * Whether a link, button, field or form message of the page lies under the floating element `ref`
 * (back-to-top, WhatsApp): it then steps aside, so that a tap there reaches the control the traveller sees
 * through it (the booking terms' box, "Book now"). Checked at each scroll and resize, one frame
 * at a time; an element that has the focus stays.
 */
export function useGiveWay(ref: RefObject<HTMLElement | null>): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    const self = ref.current;
    if (!self || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const controlUnder = (box: DOMRect): boolean => {
      // Nine points over the button's face, each looking through it at what the page has there.
      for (const fx of [0.15, 0.5, 0.85]) {
        for (const fy of [0.15, 0.5, 0.85]) {
          for (const el of document.elementsFromPoint(box.left + box.width * fx, box.top + box.height * fy)) {
            if (self.contains(el)) continue;
            const control = el.closest(CONTROLS);
            if (!control || self.contains(control)) continue;
            const c = control.getBoundingClientRect();
            const middleUnder = c.left + c.width / 2 >= box.left && c.left + c.width / 2 <= box.right && c.top + c.height / 2 >= box.top && c.top + c.height / 2 <= box.bottom;
            if (c.height < LARGE || middleUnder) return true;
          }
        }
      }
      return false;
    };
    const check = () => {
      frame = 0;
      const box = self.getBoundingClientRect();
      setCovering(box.width > 0 && document.activeElement !== self && controlUnder(box));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The page under it can move without a scroll: a message appears, a section opens.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [ref]);
  return covering;
}
