import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import { formatMoney2 } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { AlertBox } from '../../../components/ui/alert-box';
import { admin } from '../../../i18n/fr/admin';
import { usePaiement } from '../api/get-paiement';
import { DecisionPanel } from './decision-panel';
import { ListError } from '../../../components/admin/list-error';
import { BuyerCell, DateCell, FlagsCell, MethodCell, ReleveBadge, StatusCell } from './paiement-cells';
import { ProofViewer } from './proof-viewer';
import { SameReferenceWarning } from './same-reference-warning';
import { DetailHeading, DetailItem, DetailLoading, isNotFound } from '../../../components/admin/detail-frame';

const t = admin.paiement;

/** /admin/paiements/{id}: the payment, its proofs in place, and the decision while it is under review. */
export function PaiementDetail({
  id,
  downloads,
  conversation,
}: {
  id: string;
  /** Issue 12: the receipt's download, composed by the route. */
  downloads?: (paiement: Paiement) => ReactNode;
  /** The payment's thread with its reply form (composed by the app: features do not import each other). */
  conversation?: (paiement: { id: string; statut: string }) => ReactNode;
}) {
  const query = usePaiement(id);
  const [conflict, setConflict] = useState<string>();

  if (query.isPending) return <DetailLoading />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <AlertBox title={t.notFound} />
    ) : (
      <ListError message={query.error.message} onRetry={() => void query.refetch()} />
    );
  }
  const paiement = query.data;
  const lot = paiement.parcelle.numeroLot;

  return (
    <div className="flex flex-col gap-6">
      <DetailHeading backTo="/admin/paiements" title={t.heading(lot)} />
      {conflict && <AlertBox title={conflict} />}
      <SameReferenceWarning paiement={paiement} />
      {downloads?.(paiement)}
      <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2">
        <DetailItem label={t.status}>
          <StatusCell statut={paiement.statut} />
        </DetailItem>
        <DetailItem label={t.amount}>
          <span className="font-semibold">{formatMoney2(paiement.montant)}</span>
        </DetailItem>
        <DetailItem label={t.method}>
          <MethodCell methode={paiement.methode} operateur={paiement.operateur} />
        </DetailItem>
        <DetailItem label={t.reference}>{paiement.referencePaiement ?? admin.common.none}</DetailItem>
        <DetailItem label={t.date}>
          <DateCell date={paiement.datePaiement} />
        </DetailItem>
        <DetailItem label={t.buyer}>
          <BuyerCell paiement={paiement} />
        </DetailItem>
        {paiement.releve !== undefined && (
          <DetailItem label={t.statement}>
            {paiement.releve ? <ReleveBadge releve={paiement.releve} withLine /> : t.statementNothing}
          </DetailItem>
        )}
        <DetailItem label={admin.paiements.columns.flags}>
          <FlagsCell paiement={paiement} withReleve={false} />
        </DetailItem>
        {paiement.commentaire && <DetailItem label={t.comment}>{paiement.commentaire}</DetailItem>}
        {paiement.commentaireAdmin && (
          <DetailItem label={t.adminComment}>{paiement.commentaireAdmin}</DetailItem>
        )}
        {paiement.traiteLe && (
          <DetailItem label={t.decidedAt}>
            <DateCell date={paiement.traiteLe} />
          </DetailItem>
        )}
        <DetailItem label={admin.reservation.plot}>
          <Link to={`/admin/reservations/${paiement.reservationId}`} className={LINK_CLASS}>
            {t.reservation}
          </Link>
        </DetailItem>
      </dl>
      <section aria-labelledby="proofs-title" className="flex flex-col gap-3">
        <h2 id="proofs-title" className="text-lg font-bold text-stone-900">
          {t.proofs}
        </h2>
        {paiement.preuves.length === 0 ? (
          <p className="text-stone-700">{t.noProof}</p>
        ) : (
          paiement.preuves.map((preuve) => <ProofViewer key={preuve.id} preuve={preuve} />)
        )}
      </section>
      {paiement.statut === 'SOUMIS' ? (
        <DecisionPanel
          paiement={paiement}
          onConflict={(message) => {
            setConflict(message);
            void query.refetch();
          }}
        />
      ) : (
        paiement.statut !== 'EN_ATTENTE' && !conflict && <p className="text-stone-700">{t.decided}</p>
      )}
      {conversation?.({ id: paiement.id, statut: paiement.statut })}
    </div>
  );
}
