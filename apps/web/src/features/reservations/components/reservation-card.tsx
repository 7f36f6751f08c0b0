import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, CalendarClock, Eye, Info, MessageSquare, PauseCircle, Wallet, X } from 'lucide-react';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import {
  computeAmounts,
  effectiveReservationStatut,
  isExpiryPaused,
  isReviewQueueFull,
  remainingTime,
  reservationStatusInfo,
} from '@parcelles/shared/domain';
import { formatDateLong, formatMoney, formatSurface } from '@parcelles/shared/format';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { reservations as frReservations } from '../../../i18n/fr/reservations';
import { formatRemainingTime } from '../utils/durations';
import { EcheancierList } from './echeancier-list';
import { PaymentHistory } from './payment-history';
import { PaymentProgress } from './payment-progress';

const t = frReservations.card;

/** What /payment and /payment/submit-proof receive in navigation state (spec §2). */
export interface PaymentNavigationState {
  reservation: Reservation;
  parcelle: Reservation['parcelle'];
}

/** Spec §2: 'Payer' is hidden once the reservation is cancelled, expired or fully paid. */
export function canPay(statut: string, fullyPaid: boolean): boolean {
  return statut !== 'ANNULEE' && statut !== 'EXPIREE' && !fullyPaid;
}

interface ReservationCardProps {
  reservation: Reservation;
  /** The plot's picture (or 'Aucune image'), from the route that owns the plots' image component. */
  image: ReactNode;
  now: Date;
  onCancel: (reservation: Reservation) => void;
  /** Below the payments: the statement and receipts (issue 12), composed by the route. */
  downloads?: ReactNode;
}

/** One reservation of 'Mes réservations' with every field spec §2 lists. */
export function ReservationCard({ reservation, image, now, onCancel, downloads }: ReservationCardProps) {
  const { parcelle } = reservation;
  // A pending hold past its date reads as expired at once (DESIGN.md §4), even mid-visit.
  const statut = effectiveReservationStatut(reservation, now);
  const status = reservationStatusInfo(statut);
  const amounts = computeAmounts(reservation.montantTotal, reservation.paiements);
  const paymentState: PaymentNavigationState = { reservation, parcelle };

  return (
    <article
      aria-labelledby={`reservation-${reservation.id}`}
      className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 md:grid-cols-[15rem_minmax(0,1fr)]"
    >
      <div className="aspect-[16/10] bg-stone-100 md:aspect-auto md:min-h-full">{image}</div>
      <div className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`reservation-${reservation.id}`} className="text-lg font-bold text-stone-900">
              {parcelle.numeroLot}
            </h2>
            <p className="text-sm text-stone-600">{parcelle.adresse || t.noAddress}</p>
            <p className="mt-1 text-sm text-stone-600">
              {t.reference}{' '}
              <span className="font-mono font-semibold text-stone-900">{reservation.reference}</span>
            </p>
          </div>
          <Badge variant={status.badge}>{status.label}</Badge>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
          <Fact label={t.surface} value={formatSurface(parcelle.surface)} />
          <Fact label={t.price} value={formatMoney(reservation.montantTotal)} />
          <Fact label={t.dateReservation} value={formatDateLong(reservation.dateReservation)} />
          <Fact label={t.dateExpiration} value={expiryText(reservation, statut)} />
        </dl>

        <HoldState reservation={reservation} statut={statut} now={now} />
        <PaymentProgress amounts={amounts} numeroLot={parcelle.numeroLot} />
        <EcheancierList reservation={reservation} />

        {reservation.commentaire && (
          <Note
            icon={<MessageSquare aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />}
            title={t.commentaire}
          >
            {reservation.commentaire}
          </Note>
        )}
        {reservation.commentaireAdmin && (
          <Note
            icon={<Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />}
            title={t.commentaireAdmin}
          >
            {reservation.commentaireAdmin}
          </Note>
        )}

        {canPay(statut, amounts.fullyPaid) && isReviewQueueFull(reservation) && (
          <p className="flex items-start gap-2 text-sm text-sky-800">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t.reviewQueueFull}
          </p>
        )}

        <div className="flex flex-wrap items-center gap-2 border-t border-stone-200 pt-4">
          <Link
            to={`/parcelle/${parcelle.id}`}
            aria-label={`${t.details} — ${parcelle.numeroLot}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Eye aria-hidden="true" className="size-4" />
            {t.details}
          </Link>
          {canPay(statut, amounts.fullyPaid) && (
            <Link
              to="/payment"
              state={paymentState}
              aria-label={`${t.pay} — ${parcelle.numeroLot}`}
              className={buttonClasses({ size: 'sm' })}
            >
              <Wallet aria-hidden="true" className="size-4" />
              {t.pay}
            </Link>
          )}
          {statut === 'EN_ATTENTE' && (
            <Button
              variant="dangerGhost"
              size="sm"
              onClick={() => onCancel(reservation)}
              aria-label={`${t.cancel} — ${parcelle.numeroLot}`}
              className="sm:ml-auto"
            >
              <X aria-hidden="true" className="size-4" />
              {t.cancel}
            </Button>
          )}
        </div>
        <PaymentHistory paiements={reservation.paiements} />
        {downloads}
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-500">{label}</dt>
      <dd className="font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

function Note({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 rounded-xl bg-stone-50 p-3 text-sm">
      {icon}
      <p className="min-w-0 whitespace-pre-line text-stone-700">
        <span className="font-semibold text-stone-900">{title} : </span>
        {children}
      </p>
    </div>
  );
}

/**
 * The expiry date is shown only while the hold can run out (DESIGN.md §4); a proof under review
 * pauses it, which it says (issue 23). A validated reservation no longer expires, whatever date it
 * still carries: 'N/A', as for an absent date (spec §2).
 */
function expiryText(reservation: Reservation, statut: string): string {
  if (statut === 'EN_ATTENTE' && isExpiryPaused(reservation)) return t.pausedShort;
  return reservation.dateExpiration && statut === 'EN_ATTENTE'
    ? formatDateLong(reservation.dateExpiration, { withTime: true })
    : t.notApplicable;
}

/**
 * Spec §4: a running hold counts down in days, hours and minutes; an expired one says so. A proof
 * under review pauses it, and validation ends it (DESIGN.md §4): both say so instead.
 */
function HoldState({ reservation, statut, now }: { reservation: Reservation; statut: string; now: Date }) {
  if (statut === 'EXPIREE') {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-red-700">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {t.expired}
      </p>
    );
  }
  if (statut === 'VALIDEE') {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-primary-800">
        <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
        {t.noLongerExpires}
      </p>
    );
  }
  if (statut !== 'EN_ATTENTE') return null;
  const left = isExpiryPaused(reservation) ? null : remainingTime(reservation.dateExpiration, now);
  if (left) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-amber-800">
        <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
        {t.remaining(formatRemainingTime(left))}
      </p>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-sky-800">
      <PauseCircle aria-hidden="true" className="size-4 shrink-0" />
      {t.paused}
    </p>
  );
}
