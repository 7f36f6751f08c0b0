/** Up to two initials of a name, whatever its script: 'Élodie N'Sele' gives 'ÉN'. */
export function initials(nom: string): string {
  return nom
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('fr');
}

const SIZES = { sm: 'size-9 text-sm', lg: 'size-16 text-xl' } as const;

/** The initials avatar of spec §2 (top bar, menus, profile). Decorative: the name is always beside it. */
export function UserAvatar({ nom, size = 'sm' }: { nom: string; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white ${SIZES[size]}`}
    >
      {initials(nom)}
    </span>
  );
}
