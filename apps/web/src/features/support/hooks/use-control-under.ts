import { useEffect, useState, type RefObject } from 'react';

/** What a floating element must not sit on: anything the visitor taps, types into or reads as a key. */
const KEEP_CLEAR =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])';

/** Whether something of KEEP_CLEAR lies under `element`'s box (its corners and centre). */
function controlUnder(element: HTMLElement): boolean {
  // Without hit testing (jsdom), nothing is known to be under it.
  if (typeof document.elementsFromPoint !== 'function') return false;
  const { left, top, right, bottom } = element.getBoundingClientRect();
  if (right <= left || bottom <= top) return false;
  const inset = 2;
  const points = [
    [left + inset, top + inset],
    [right - inset, top + inset],
    [left + inset, bottom - inset],
    [right - inset, bottom - inset],
    [(left + right) / 2, (top + bottom) / 2],
  ] as const;
  return points.some(([x, y]) =>
    document.elementsFromPoint(x, y).some((hit) => !element.contains(hit) && hit.closest(KEEP_CLEAR)),
  );
}

/**
 * Whether a control of the page lies under the fixed element `ref`, checked again on every scroll,
 * resize and change of the page's height (content loading, another route), once a frame at most.
 * False while `active` is false.
 */
export function useControlUnder(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [under, setUnder] = useState(false);

  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (ref.current) setUnder(controlUnder(ref.current));
      });
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : null;
    observer?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      observer?.disconnect();
    };
  }, [ref, active]);

  return active && under;
}
