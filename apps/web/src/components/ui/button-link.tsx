import type { ComponentProps } from 'react';
import { Link } from 'react-router';

const VARIANTS = {
  primary: 'bg-primary-700 text-white hover:bg-primary-800',
  accent: 'bg-accent-400 text-stone-950 hover:bg-accent-300',
  outline: 'border border-primary-700 text-primary-800 hover:bg-primary-50',
  /** Secondary action over a photo or a dark band. */
  onDark: 'border border-white/80 bg-white/10 text-white backdrop-blur hover:bg-white/20',
} as const;

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS };

/** A router link that looks like a button: navigation stays a link for assistive tech. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
