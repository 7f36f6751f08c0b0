import { UserRound } from 'lucide-react';

const LETTER = /\p{L}/u;

/**
 * Up to two initials of a name, letters only and whatever their script: 'Élodie N'Sele' gives 'ÉN',
 * '<Sam Ilunga' gives 'SI'. The name is the user's own text: a bracket or a digit is no initial.
 * An empty string when the name has no letter at all.
 */
export function initials(nom: string): string {
  return nom
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.match(LETTER)?.[0])
    .filter((letter) => letter !== undefined)
    .slice(0, 2)
    .join('')
    .toLocaleUpperCase('fr');
}

const SIZES = { sm: 'size-9 text-sm', lg: 'size-16 text-xl' } as const;
const ICON_SIZES = { sm: 'size-5', lg: 'size-8' } as const;

/**
 * The initials avatar of spec §2 (top bar, menus, profile); a person icon for a name without
 * letters. Decorative: the name is always beside it.
 */
export function UserAvatar({ nom, size = 'sm' }: { nom: string; size?: keyof typeof SIZES }) {
  const letters = initials(nom);
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white ${SIZES[size]}`}
    >
      {letters || <UserRound className={ICON_SIZES[size]} />}
    </span>
  );
}
