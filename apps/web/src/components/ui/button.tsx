import { useHydrated } from '../../lib/use-hydrated';
import type { ComponentProps } from 'react';

// The one look of every button and of the links that look like one (button-link.tsx): large touch
// targets and a visible focus ring. Callers add layout (width, margins), never colours or sizes.
const BASE =
  'inline-flex items-center justify-center rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500';

const VARIANTS = {
  primary: 'bg-primary-700 text-white shadow-sm hover:bg-primary-800',
  secondary: 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  /** A lesser action inside a red alert box. */
  dangerOutline: 'border border-red-300 bg-white text-red-800 hover:bg-red-100',
  /** A destructive action that should not draw the eye first (cancel on a card). */
  dangerGhost: 'text-red-700 hover:bg-red-50',
  outline: 'border border-primary-700 text-primary-800 hover:bg-primary-50',
  ghost: 'text-primary-800 hover:bg-primary-50',
  accent: 'bg-accent-400 text-stone-950 hover:bg-accent-300',
  /** Secondary action over a photo or a dark band. */
  onDark: 'border border-white/80 bg-white/10 text-white backdrop-blur hover:bg-white/20',
} as const;

const SIZES = {
  /** Two side by side in a narrow card or a map popup. */
  xs: 'min-h-11 gap-1.5 px-2 text-sm whitespace-nowrap',
  /** Actions on a card or beside a title. */
  sm: 'min-h-11 gap-1.5 px-3.5 py-2 text-sm',
  md: 'min-h-11 gap-2 px-5 py-2.5 text-base',
  /** The main action of a form or a step. */
  lg: 'min-h-12 gap-2 px-5 py-3 text-base',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The classes of a button of this variant and size, for elements that are not a `Button`. */
export function buttonClasses({
  variant = 'primary',
  size = 'lg',
  className = '',
}: ButtonStyle = {}): string {
  return `${BASE} ${SIZES[size]} ${VARIANTS[variant]} ${className}`.trim();
}

type ButtonProps = ComponentProps<'button'> &
  ButtonStyle & {
    /** While a request runs: disabled, a spinner, and `pendingLabel` says what it is doing. */
    pending?: boolean;
    pendingLabel?: string;
  };

/** A button (type="button" unless told otherwise, so it never sends a form by accident). */
export function Button({
  variant,
  size,
  className = '',
  pending = false,
  pendingLabel,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  // A server-rendered page (ADR 025) does nothing on a click until hydrated: the button waits,
  // looking as it will (a form's submit button also keeps the form from being sent as a plain GET).
  const waiting = !useHydrated();
  const state = pending
    ? 'disabled:cursor-wait disabled:opacity-80'
    : disabled || !waiting
      ? 'disabled:cursor-not-allowed disabled:opacity-70'
      : '';
  return (
    <button
      type={type}
      disabled={disabled || pending || waiting}
      className={buttonClasses({ variant, size, className: `${state} ${className}` })}
      {...props}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 rounded-full border-2 border-current/40 border-t-current motion-safe:animate-spin"
        />
      )}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
