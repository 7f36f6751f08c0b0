import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

// The icon-plus-heading blocks of every screen: an icon in a tinted badge, and the centred card of
// a page's empty, success, error or 'not found' state built around it.

const TONES = {
  primary: 'bg-primary-50 text-primary-700',
  muted: 'bg-stone-100 text-stone-600',
  danger: 'bg-red-50 text-red-700',
  laterite: 'bg-laterite-50 text-laterite-700',
} as const;

const SIZES = {
  sm: { badge: 'size-10', icon: 'size-5' },
  md: { badge: 'size-11', icon: 'size-6' },
  lg: { badge: 'size-14', icon: 'size-7' },
  xl: { badge: 'size-16', icon: 'size-8' },
} as const;

export type IconTone = keyof typeof TONES;

/** An icon in a tinted badge: round beside a state's heading, square in a card of features or figures. */
export function IconBadge({
  icon: Icon,
  tone = 'primary',
  size = 'lg',
  shape = 'round',
}: {
  icon: LucideIcon;
  tone?: IconTone;
  size?: keyof typeof SIZES;
  shape?: 'round' | 'square';
}) {
  return (
    <span
      className={`inline-flex ${SIZES[size].badge} shrink-0 items-center justify-center ${
        shape === 'round' ? 'rounded-full' : 'rounded-xl'
      } ${TONES[tone]}`}
    >
      <Icon aria-hidden="true" className={SIZES[size].icon} />
    </span>
  );
}

const FRAMES = {
  none: '',
  card: 'rounded-2xl bg-white px-6 py-12 shadow-sm ring-1 ring-stone-200',
  dashed: 'rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12',
} as const;

const HEADINGS = {
  1: 'text-3xl font-bold text-stone-900',
  2: 'text-xl font-bold text-stone-900',
} as const;

/**
 * A page's state as one centred card: the icon, an optional eyebrow, the heading (the page's h1,
 * or an h2 within it), then the text and actions given as children.
 */
export function PageCard({
  icon,
  tone,
  iconSize,
  eyebrow,
  heading,
  level = 2,
  headingId,
  frame = 'none',
  role,
  className = '',
  children,
}: {
  icon: LucideIcon;
  tone?: IconTone;
  iconSize?: 'lg' | 'xl';
  eyebrow?: string;
  heading: ReactNode;
  level?: 1 | 2;
  /** For a section labelled by the heading. */
  headingId?: string;
  frame?: keyof typeof FRAMES;
  /** 'status' or 'alert' when the card announces the outcome of what the user did. */
  role?: 'status' | 'alert';
  className?: string;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div role={role} className={`flex flex-col items-center gap-4 text-center ${FRAMES[frame]} ${className}`}>
      <IconBadge icon={icon} tone={tone} size={iconSize} />
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-laterite-700 uppercase">{eyebrow}</p>
      )}
      <Heading id={headingId} className={HEADINGS[level]}>
        {heading}
      </Heading>
      {children}
    </div>
  );
}
