import { fr } from '../../i18n/fr';

/** The brand mark (same drawing as the favicon) and the two-line name; `inverted` on dark grounds. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg
        aria-hidden="true"
        viewBox="0 0 32 32"
        className={`size-9 shrink-0 ${inverted ? 'text-primary-700' : 'text-primary-800'}`}
      >
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M7 9h8v6H7zM17 9h8v6h-8zM7 17h8v6H7z" fill="#dcfce7" />
        <path d="M17 17h8v6h-8z" fill="#d97706" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-primary-900'}`}>
          {fr.app.name}
        </span>
        <span className={`text-xs font-medium ${inverted ? 'text-primary-100' : 'text-stone-600'}`}>
          {fr.app.city}
        </span>
      </span>
    </span>
  );
}
