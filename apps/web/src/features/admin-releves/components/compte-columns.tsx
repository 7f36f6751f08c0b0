import { useState } from 'react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { Power } from 'lucide-react';
import type { CompteEncaissement } from '@parcelles/shared/contracts/releves';
import { COMPTE_TYPE_LABELS, operateurLabel } from '@parcelles/shared/domain';
import { formatCount, formatDateLong } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { admin } from '../../../i18n/fr/admin';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { toast } from '../../../lib/toast';
import { useSetCompteActif } from '../api/set-compte-actif';
import { lignesSearch, showLignes } from '../lib/lignes-params';

const t = adminReleves.comptes;
const column = createColumnHelper<CompteEncaissement>();

/** The accounts table: each account, its statements' span, what waits, and (de)activation. */
export function compteColumns() {
  return [
    column.accessor('nom', {
      meta: { label: t.columns.nom, cardTitle: true },
      cell: ({ row }) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <span className="font-medium wrap-anywhere">{row.original.nom}</span>
          {!row.original.actif && <Badge variant="neutral">{t.inactive}</Badge>}
        </span>
      ),
    }),
    column.accessor('type', {
      meta: { label: t.columns.type },
      cell: ({ row }) =>
        [
          COMPTE_TYPE_LABELS[row.original.type],
          row.original.operateur && operateurLabel(row.original.operateur),
        ]
          .filter(Boolean)
          .join(' · '),
    }),
    column.accessor('devise', { meta: { label: t.columns.devise } }),
    column.accessor('numero', {
      meta: { label: t.columns.numero },
      cell: ({ getValue }) => <span className="wrap-anywhere">{getValue() ?? admin.common.none}</span>,
    }),
    column.accessor((c) => c.releves.du ?? '', {
      id: 'periode',
      meta: { label: t.columns.periode },
      cell: ({ row }) => {
        const { nombre, du, au } = row.original.releves;
        if (nombre === 0 || !du || !au) return <span className="text-stone-700">{t.noStatement}</span>;
        return (
          <div className="flex flex-col">
            <span>{t.periode(formatDateLong(du), formatDateLong(au))}</span>
            <span className="text-stone-600">{t.releves(nombre)}</span>
          </div>
        );
      },
    }),
    column.accessor((c) => c.releves.dernierImportLe ?? '', {
      id: 'dernierImport',
      meta: { label: t.columns.dernierImport },
      cell: ({ row }) => {
        const le = row.original.releves.dernierImportLe;
        return le ? formatDateLong(le, { withTime: true }) : t.never;
      },
    }),
    column.accessor('lignesARapprocher', {
      meta: { label: t.columns.aRapprocher },
      cell: ({ row }) => {
        const count = row.original.lignesARapprocher;
        if (count === 0) return <span className="tabular-nums">0</span>;
        return (
          <Link
            to={{ search: lignesSearch('A_RAPPROCHER', row.original.id) }}
            onClick={showLignes}
            aria-label={t.openLines(count, row.original.nom)}
            className={`${LINK_CLASS} tabular-nums`}
          >
            {formatCount(count)}
          </Link>
        );
      },
    }),
    column.display({
      id: 'actions',
      meta: { label: t.columns.actions },
      cell: ({ row }) => <ActifToggle compte={row.original} />,
    }),
  ] as ColumnDef<CompteEncaissement, unknown>[];
}

/** Deactivating asks first (no more imports into it); reactivating is one click. */
function ActifToggle({ compte }: { compte: CompteEncaissement }) {
  const change = useSetCompteActif();
  const [asking, setAsking] = useState(false);
  function apply(actif: boolean) {
    change.mutate(
      { id: compte.id, actif },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? (actif ? t.reactivated : t.deactivated));
          setAsking(false);
        },
        onError: (failure) => {
          toast.error(failure.message);
          setAsking(false);
        },
      },
    );
  }
  if (!compte.actif) {
    return (
      <Button
        variant="secondary"
        size="xs"
        aria-label={t.reactivateLabel(compte.nom)}
        pending={change.isPending}
        onClick={() => apply(true)}
      >
        {t.reactivate}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="dangerGhost"
        size="xs"
        aria-label={t.deactivateLabel(compte.nom)}
        onClick={() => setAsking(true)}
      >
        <Power aria-hidden="true" className="size-4" />
        {t.deactivate}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t.deactivateTitle(compte.nom)}
          text={t.deactivateText}
          confirmLabel={t.deactivate}
          cancelLabel={admin.common.cancel}
          pendingLabel={t.pending}
          variant="danger"
          icon={Power}
          pending={change.isPending}
          onConfirm={() => apply(false)}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
