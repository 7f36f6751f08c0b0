import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { paymentMethodInfo, paymentStatusInfo } from '@parcelles/shared/domain';
import { formatDateLong, formatMoney2 } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { AlertBox } from '../../../components/ui/alert-box';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { admin } from '../../../i18n/fr/admin';
import { useAdminReservation } from '../api/get-reservations';
import { useReservationAction, type ReservationAction } from '../api/reservation-actions';
import { EcheancierSection, LateBadge } from './echeancier-section';
import { HoldExpiryText, ReservationStatus } from './reservation-cells';
import { RecordPayment } from './record-payment';
import { ReservationHistory } from './reservation-history';
import { ApiError } from '../../../lib/api-client';
import { DetailHeading, DetailItem, DetailLoading, isNotFound } from '../../../components/admin/detail-frame';

const t = admin.reservation;
const DEFAULT_EXTENSION_DAYS = 7;

/** /admin/reservations/{id}: the reservation, its contact and payments; admins also act on it. */
export function ReservationDetail({
  id,
  canAct,
  downloads,
}: {
  id: string;
  canAct: boolean;
  /** Issue 12: the statement's download, composed by the route. */
  downloads?: (reservation: Reservation) => ReactNode;
}) {
  const query = useAdminReservation(id);
  const [notice, setNotice] = useState<string>();

  if (query.isPending) return <DetailLoading />;
  if (query.isError) {
    return <AlertBox title={isNotFound(query.error) ? t.notFound : admin.common.error} />;
  }
  const reservation = query.data;

  return (
    <div className="flex flex-col gap-6">
      <DetailHeading backTo="/admin/reservations" title={t.heading(reservation.reference)} />
      {notice && <AlertBox title={notice} />}
      {downloads?.(reservation)}
      <dl className="grid gap-x-6 gap-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2">
        <DetailItem label={t.status}>
          <span className="flex flex-wrap gap-2">
            <ReservationStatus statut={reservation.statut} />
            {reservation.enRetard && <LateBadge />}
          </span>
        </DetailItem>
        <DetailItem label={t.plot}>{reservation.parcelle.numeroLot}</DetailItem>
        <DetailItem label={t.reservedAt}>
          {formatDateLong(reservation.dateReservation, { withTime: true })}
        </DetailItem>
        <DetailItem label={t.expiresAt}>
          <HoldExpiryText reservation={reservation} />
        </DetailItem>
        <DetailItem label={t.total}>{formatMoney2(reservation.montantTotal)}</DetailItem>
        <DetailItem label={t.paid}>{formatMoney2(reservation.montantPaye)}</DetailItem>
        <DetailItem label={t.remaining}>{formatMoney2(reservation.montantRestant)}</DetailItem>
        <DetailItem label={t.buyer}>
          {reservation.acheteur.nom} ·{' '}
          <a
            href={`mailto:${reservation.acheteur.email}`}
            className={`${LINK_CLASS} wrap-anywhere font-normal`}
          >
            {reservation.acheteur.email}
          </a>
        </DetailItem>
        <DetailItem label={t.contact}>
          <span className="flex flex-col">
            <span>{reservation.contact.nom}</span>
            <a
              href={`mailto:${reservation.contact.email}`}
              className={`${LINK_CLASS} wrap-anywhere font-normal`}
            >
              {reservation.contact.email}
            </a>
            {reservation.contact.telephone && (
              <a href={`tel:${reservation.contact.telephone}`} className={`${LINK_CLASS} font-normal`}>
                {reservation.contact.telephone}
              </a>
            )}
          </span>
        </DetailItem>
        {reservation.commentaire && <DetailItem label={t.comment}>{reservation.commentaire}</DetailItem>}
        {reservation.commentaireAdmin && (
          <DetailItem label={t.adminComment}>{reservation.commentaireAdmin}</DetailItem>
        )}
      </dl>
      <EcheancierSection reservation={reservation} canAct={canAct} />
      <Payments reservation={reservation} linkPayments={canAct} />
      {canAct && <RecordPayment reservation={reservation} />}
      <ReservationHistory id={reservation.id} linkPayments={canAct} />
      {canAct ? (
        <Actions
          reservation={reservation}
          onConflict={(message) => {
            setNotice(message);
            void query.refetch();
          }}
        />
      ) : (
        <p className="text-stone-700">{admin.reservations.readOnly}</p>
      )}
    </div>
  );
}

/** The reservation's payments; each opens its page for those who may (admins: issue 23). */
function Payments({ reservation, linkPayments }: { reservation: Reservation; linkPayments: boolean }) {
  return (
    <section aria-labelledby="payments-title" className="flex flex-col gap-3">
      <h2 id="payments-title" className="text-lg font-bold text-stone-900">
        {t.payments}
      </h2>
      {reservation.paiements.length === 0 ? (
        <p className="text-stone-700">{t.noPayment}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {reservation.paiements.map((paiement) => {
            const status = paymentStatusInfo(paiement.statut);
            return (
              <li
                key={paiement.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl bg-white p-3 text-sm ring-1 ring-stone-200"
              >
                <span className="font-semibold">{formatMoney2(paiement.montant)}</span>
                <Badge variant={status.badge}>{status.label}</Badge>
                <span>{paymentMethodInfo(paiement.methode).label}</span>
                <span>{formatDateLong(paiement.datePaiement)}</span>
                {paiement.commentaireAdmin && (
                  <span className="text-stone-700">« {paiement.commentaireAdmin} »</span>
                )}
                {linkPayments && (
                  <Link
                    to={`/admin/paiements/${paiement.id}`}
                    aria-label={t.openPayment(formatMoney2(paiement.montant))}
                    className={`${LINK_CLASS} ml-auto`}
                  >
                    {t.openPaymentShort}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type Asking = 'valider' | 'rejeter' | 'extend' | null;

function Actions({
  reservation,
  onConflict,
}: {
  reservation: Reservation;
  onConflict: (message: string) => void;
}) {
  const act = useReservationAction(reservation.id);
  const [asking, setAsking] = useState<Asking>(null);
  const [comment, setComment] = useState('');
  const [days, setDays] = useState(String(DEFAULT_EXTENSION_DAYS));
  const [error, setError] = useState<string>();
  const lot = reservation.parcelle.numeroLot;
  const dayCount = Number(days);
  const daysValid = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 90;

  if (reservation.statut !== 'EN_ATTENTE') return null;

  function confirm() {
    let input: ReservationAction;
    if (asking === 'rejeter') {
      if (!comment.trim()) return setError(t.commentRequired);
      input = { action: 'rejeter', commentaire: comment.trim() };
    } else if (asking === 'extend') {
      input = { action: 'extend', days: dayCount };
    } else {
      input = { action: 'valider', ...(comment.trim() ? { commentaire: comment.trim() } : {}) };
    }
    const done = asking === 'valider' ? t.validated : asking === 'rejeter' ? t.cancelled : t.extended;
    act.mutate(input, {
      onSuccess: ({ message }) => {
        toast.success(message ?? done);
        setAsking(null);
        setComment('');
      },
      onError: (failure) => {
        setAsking(null);
        if (failure instanceof ApiError && failure.status === 409)
          onConflict(failure.message || admin.common.conflict);
        else toast.error(failure.message);
      },
    });
  }

  function open(next: Asking) {
    setError(undefined);
    setAsking(next);
  }

  return (
    <section
      aria-labelledby="actions-title"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="actions-title" className="text-lg font-bold text-stone-900">
        {t.actions}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button onClick={() => open('valider')}>{t.validate}</Button>
        <Button variant="secondary" onClick={() => open('extend')}>
          {t.extend}
        </Button>
        <Button variant="danger" onClick={() => open('rejeter')}>
          {t.cancel}
        </Button>
      </div>
      {asking && (
        <ConfirmDialog
          title={
            asking === 'valider'
              ? t.confirmValidateTitle
              : asking === 'rejeter'
                ? t.confirmCancelTitle
                : t.confirmExtendTitle
          }
          text={
            asking === 'valider'
              ? t.confirmValidateText(lot)
              : asking === 'rejeter'
                ? t.confirmCancelText(lot)
                : t.confirmExtendText(daysValid ? dayCount : DEFAULT_EXTENSION_DAYS)
          }
          confirmLabel={
            asking === 'valider'
              ? t.confirmValidate
              : asking === 'rejeter'
                ? t.confirmCancel
                : t.confirmExtend
          }
          cancelLabel={t.keep}
          pendingLabel={t.pending}
          variant={asking === 'rejeter' ? 'danger' : 'primary'}
          pending={act.isPending}
          onConfirm={() => {
            if (asking === 'extend' && !daysValid) return setError(t.extendInvalid);
            confirm();
          }}
          onClose={() => setAsking(null)}
        >
          {asking === 'extend' ? (
            <TextField
              label={t.extendDays}
              type="number"
              inputMode="numeric"
              min={1}
              max={90}
              value={days}
              error={error}
              onChange={(event) => setDays(event.target.value)}
            />
          ) : (
            <TextareaField
              label={t.commentLabel}
              labelNote={asking === 'valider' ? t.optional : undefined}
              rows={3}
              maxLength={500}
              value={comment}
              error={error}
              onChange={(event) => setComment(event.target.value)}
            />
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
