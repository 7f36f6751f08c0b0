import { categoryInfo, plotStatusInfo, type BadgeVariant } from '@parcelles/shared/domain';

// Tailwind classes per badge style of the shared domain (spec §3: available, reserved, sold, error…).
const VARIANT_CLASSES: Record<BadgeVariant, string> = {
  available: 'bg-green-100 text-green-800 ring-green-600/20',
  reserved: 'bg-amber-100 text-amber-800 ring-amber-600/20',
  sold: 'bg-red-100 text-red-800 ring-red-600/20',
  error: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  success: 'bg-green-100 text-green-800 ring-green-600/20',
  warning: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  danger: 'bg-red-100 text-red-800 ring-red-600/20',
  info: 'bg-sky-100 text-sky-800 ring-sky-600/20',
  neutral: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  purple: 'bg-purple-100 text-purple-800 ring-purple-600/20',
  rose: 'bg-rose-100 text-rose-800 ring-rose-600/20',
  amber: 'bg-amber-100 text-amber-800 ring-amber-600/20',
};

export function Badge({ variant, children }: { variant: BadgeVariant; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${VARIANT_CLASSES[variant]}`}
    >
      {children}
    </span>
  );
}

/** A plot's status; an unknown value reads 'Vendu' (spec §3). */
export function StatusBadge({ statut }: { statut: string }) {
  const info = plotStatusInfo(statut);
  return <Badge variant={info.badge}>{info.label}</Badge>;
}

/** A plot's category; an unknown value reads 'Non définie' (spec §3). */
export function CategoryBadge({ categorie }: { categorie: string | null }) {
  const info = categoryInfo(categorie);
  return <Badge variant={info.badge}>{info.label}</Badge>;
}
