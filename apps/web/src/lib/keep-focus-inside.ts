import type { KeyboardEvent } from 'react';

/** What Tab stops on in a menu or a drawer: its links and enabled buttons. */
const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * A modal panel's Tab key (keydown on the panel): past the last of its `focusable` elements focus
 * goes back to the first, and Shift+Tab from the first goes to the last, so it never leaves.
 */
export function keepFocusInside(
  event: KeyboardEvent<HTMLElement>,
  panel: HTMLElement | null,
  focusable: string = FOCUSABLE,
) {
  if (event.key !== 'Tab' || !panel) return;
  const elements = panel.querySelectorAll<HTMLElement>(focusable);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
