import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ImportReleveResult } from '@parcelles/shared/contracts/releves';
import { RAPPROCHEMENT_MODE_LABELS, RELEVE_FORMAT_LABELS } from '@parcelles/shared/domain';
import { formatAmountIn, formatCount, formatDateLong } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { DataTable } from '../../../components/table/data-table';
import { AlertBox } from '../../../components/ui/alert-box';
import { admin } from '../../../i18n/fr/admin';
import { adminReleves } from '../../../i18n/fr/admin-releves';

const t = adminReleves.report;
type Lien = ImportReleveResult['rapprochements'][number];
const column = createColumnHelper<Lien>();
/** Links shown per page: the report lists up to 500. */
const PAGE_SIZE = 25;

/** What a dry run would record, or what the import recorded: its figures and the links it made. */
export function ImportReport({ result }: { result: ImportReleveResult }) {
  const { devise } = result.compte;
  const amount = (montant: number) => formatAmountIn(montant, devise);
  const figures: [string, string][] = [
    [t.lignes, formatCount(result.lignes)],
    [t.nouvelles, formatCount(result.nouvelles)],
    [t.doublons, formatCount(result.doublons)],
    [t.ignorees, formatCount(result.ignorees)],
    [
      t.periode,
      result.du && result.au
        ? adminReleves.comptes.periode(formatDateLong(result.du), formatDateLong(result.au))
        : t.noPeriod,
    ],
    [t.credits, t.nombreMontant(result.credits.nombre, amount(result.credits.montant))],
    [t.debits, t.nombreMontant(result.debits.nombre, amount(result.debits.montant))],
    [t.rapprochees, formatCount(result.rapprochement.rapprochees)],
    [t.suggerees, formatCount(result.rapprochement.suggerees)],
    [t.aRapprocher, formatCount(result.rapprochement.aRapprocher)],
  ];
  return (
    <section aria-label={t.figures} className="flex flex-col gap-3">
      <AlertBox tone="success" title={result.simulation ? t.simulationTitle : t.doneTitle}>
        <p className="wrap-anywhere">
          {result.compte.nom} — {t.fichier(result.fichier.nom, RELEVE_FORMAT_LABELS[result.fichier.format])}
        </p>
        <dl className="mt-1 grid gap-x-4 gap-y-0.5 sm:grid-cols-[auto_1fr]">
          {figures.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {result.mappingEnregistre && <p>{t.mappingEnregistre}</p>}
      </AlertBox>
      {result.dejaImporte && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {t.dejaImporte(formatDateLong(result.dejaImporte.le, { withTime: true }), result.dejaImporte.par)}
        </p>
      )}
      <h3 className="text-lg font-bold text-stone-900">{t.caption}</h3>
      <Liens liens={result.rapprochements} devise={devise} />
    </section>
  );
}

function Liens({ liens, devise }: { liens: Lien[]; devise: string }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(liens.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const columns = useMemo(
    () => [
      column.accessor('numeroLigne', { meta: { label: t.columns.ligne } }),
      column.accessor('dateOperation', {
        meta: { label: t.columns.date, cardTitle: true },
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateLong(getValue())}</span>,
      }),
      column.accessor('montant', {
        meta: { label: t.columns.montant },
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap tabular-nums">{formatAmountIn(getValue(), devise)}</span>
        ),
      }),
      column.accessor('libelle', {
        meta: { label: t.columns.libelle },
        cell: ({ getValue }) => <span className="wrap-anywhere">{getValue()}</span>,
      }),
      column.accessor('mode', {
        meta: { label: t.columns.mode },
        cell: ({ getValue }) => RAPPROCHEMENT_MODE_LABELS[getValue()],
      }),
      column.accessor((lien) => lien.reservation.reference, {
        id: 'reservation',
        meta: { label: t.columns.reservation },
        cell: ({ row }) => (
          <Link
            to={`/admin/reservations/${row.original.reservation.id}`}
            aria-label={t.openReservation(row.original.reservation.reference)}
            className={`${LINK_CLASS} whitespace-nowrap`}
          >
            {row.original.reservation.reference}
          </Link>
        ),
      }),
    ],
    [devise],
  );
  return (
    <DataTable
      caption={t.caption}
      columns={columns}
      data={liens.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)}
      getRowId={(lien) => `${lien.numeroLigne}-${lien.paiementId}`}
      empty={t.empty}
      pagination={liens.length > PAGE_SIZE ? { page: current, pages, total: liens.length } : undefined}
      onPageChange={setPage}
      texts={admin.table}
    />
  );
}
