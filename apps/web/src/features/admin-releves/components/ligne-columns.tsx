import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { LigneReleve } from '@parcelles/shared/contracts/releves';
import type { LigneStatut } from '@parcelles/shared/domain';
import { formatAmountIn, formatDateLong } from '@parcelles/shared/format';
import { Badge } from '../../../components/ui/badge';
import { admin } from '../../../i18n/fr/admin';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { LigneActions } from './ligne-actions';
import { LienCell, StatutCell } from './ligne-cells';

const t = adminReleves.lignes;
const column = createColumnHelper<LigneReleve>();

/** The statuses staff act on from a row: waiting credits, and proofs a line matched. */
const WITH_ACTIONS: readonly LigneStatut[] = ['A_RAPPROCHER', 'RAPPROCHEE'];

/** The lines' table for one status tab (debits have no payment to show, nor any action). */
export function ligneColumns(statut: LigneStatut) {
  return [
    column.accessor('dateOperation', {
      meta: { label: t.columns.date, cardTitle: true },
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="whitespace-nowrap">{formatDateLong(row.original.dateOperation)}</span>
          {row.original.dateValeur && row.original.dateValeur !== row.original.dateOperation && (
            <span className="text-stone-600">{t.dateValeur(formatDateLong(row.original.dateValeur))}</span>
          )}
        </div>
      ),
    }),
    column.accessor('montant', {
      meta: { label: t.columns.montant },
      cell: ({ row }) => (
        <span className="font-semibold whitespace-nowrap tabular-nums">
          {row.original.sens === 'DEBIT' ? '−' : ''}
          {formatAmountIn(row.original.montant, row.original.devise)}
        </span>
      ),
    }),
    column.accessor('libelle', {
      meta: { label: t.columns.libelle },
      cell: ({ row }) => {
        const { libelle, referenceBanque, referenceClient, annulation } = row.original;
        const references = [referenceClient, referenceBanque].filter((r): r is string => Boolean(r));
        return (
          <div className="flex min-w-40 flex-col gap-0.5">
            <span className="wrap-anywhere">{libelle}</span>
            {references.map((reference) => (
              <span key={reference} className="text-stone-600 wrap-anywhere">
                {t.reference(reference)}
              </span>
            ))}
            {annulation && (
              <span>
                <Badge variant="danger">{t.annulation}</Badge>
              </span>
            )}
          </div>
        );
      },
    }),
    column.accessor('contrepartie', {
      meta: { label: t.columns.contrepartie },
      cell: ({ getValue }) => <span className="wrap-anywhere">{getValue() ?? admin.common.none}</span>,
    }),
    column.accessor((ligne) => ligne.compte.nom, {
      id: 'compte',
      meta: { label: t.columns.compte },
    }),
    column.accessor('statut', {
      meta: { label: t.columns.statut },
      cell: ({ row }) => <StatutCell ligne={row.original} />,
    }),
    ...(statut === 'DEBIT'
      ? []
      : [
          column.display({
            id: 'lien',
            meta: { label: t.columns.paiement },
            cell: ({ row }) => <LienCell ligne={row.original} />,
          }),
        ]),
    ...(WITH_ACTIONS.includes(statut)
      ? [
          column.display({
            id: 'actions',
            meta: { label: t.columns.actions },
            cell: ({ row }) => <LigneActions ligne={row.original} />,
          }),
        ]
      : []),
  ] as ColumnDef<LigneReleve, unknown>[];
}
