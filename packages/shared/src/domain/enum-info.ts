/** Colours are hex so the SVG map can paint them; badges are style names the UI maps to classes. */
export const COLORS = {
  green: '#16a34a',
  amber: '#d97706',
  red: '#dc2626',
  grey: '#6b7280',
  blue: '#2563eb',
  purple: '#9333ea',
  rose: '#e11d48',
  yellow: '#ca8a04',
} as const;

export const BADGE_VARIANTS = [
  'available',
  'reserved',
  'sold',
  'error',
  'warning',
  'success',
  'danger',
  'info',
  'neutral',
  'blue',
  'purple',
  'rose',
  'amber',
] as const;
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

export interface EnumInfo {
  label: string;
  color: string;
  badge: BadgeVariant;
}

// hasOwn keeps inherited names such as 'toString' from passing for a known value.
export function findInfo<K extends string>(table: Record<K, EnumInfo>, value: unknown): EnumInfo | undefined {
  return typeof value === 'string' && Object.hasOwn(table, value) ? table[value as K] : undefined;
}

export function isOneOf<K extends string>(values: readonly K[], value: unknown): value is K {
  return (values as readonly unknown[]).includes(value);
}

/** How fallbacks look: a grey, neutral badge carrying whatever text the screen should show. */
export const neutralInfo = (label: string): EnumInfo => ({ label, color: COLORS.grey, badge: 'neutral' });
