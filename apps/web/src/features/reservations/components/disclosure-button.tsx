import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

/** The button that shows or folds a list (`controls` is the list's id), its chevron turned when open. */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  children,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex min-h-10 items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-primary-800 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
    >
      <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      {children}
    </button>
  );
}
