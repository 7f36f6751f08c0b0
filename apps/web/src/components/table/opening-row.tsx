import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** What a click on a row leaves to the element clicked: links, buttons, fields. */
const OWN_ACTION = 'a, button, input, select, textarea, label, summary';

/** A row that opens `href`: a click outside its controls, Enter on it, arrows to its neighbours. */
export function OpeningRow({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  function onClick(event: MouseEvent<HTMLTableRowElement>) {
    const target = event.target as HTMLElement;
    // A control does its own job; a selection made to copy a value is not a click to open.
    if (target.closest(OWN_ACTION) || window.getSelection()?.toString()) return;
    void navigate(href);
  }
  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      void navigate(href);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const next =
        event.key === 'ArrowDown'
          ? event.currentTarget.nextElementSibling
          : event.currentTarget.previousElementSibling;
      if (next instanceof HTMLElement && next.tabIndex === 0) {
        event.preventDefault();
        next.focus();
      }
    }
  }
  return (
    <tr
      tabIndex={0}
      onClick={onClick}
      onKeyDown={onKeyDown}
      className="cursor-pointer hover:bg-stone-50 focus-visible:bg-primary-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-accent-500"
    >
      {children}
    </tr>
  );
}
