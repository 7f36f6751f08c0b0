import { COLORS, findInfo, isOneOf, neutralInfo, type EnumInfo } from './enum-info';
import { MAX_PROOFS_UNDER_REVIEW } from './constants';
import { toDate, type DateInput } from './date-input';

export const RESERVATION_STATUTS = ['EN_ATTENTE', 'VALIDEE', 'ANNULEE', 'EXPIREE'] as const;
export type ReservationStatut = (typeof RESERVATION_STATUTS)[number];
export const isReservationStatut = (value: unknown): value is ReservationStatut =>
  isOneOf(RESERVATION_STATUTS, value);
/** At most one of these per plot (DESIGN §4). */
export const ACTIVE_RESERVATION_STATUTS = ['EN_ATTENTE', 'VALIDEE'] as const satisfies ReservationStatut[];

export const RESERVATION_STATUT_INFO: Record<ReservationStatut, EnumInfo> = {
  EN_ATTENTE: { label: 'En attente', color: COLORS.yellow, badge: 'warning' },
  VALIDEE: { label: 'Validée', color: COLORS.green, badge: 'success' },
  ANNULEE: { label: 'Annulée', color: COLORS.red, badge: 'danger' },
  EXPIREE: { label: 'Expirée', color: COLORS.grey, badge: 'neutral' },
};

/** An unknown status is shown as it came, so a new server value is visible rather than mislabelled. */
export const reservationStatusInfo = (value: unknown): EnumInfo =>
  findInfo(RESERVATION_STATUT_INFO, value) ?? neutralInfo(String(value ?? ''));

/** The reference the buyer writes on a bank transfer (spec §2 Submit proof). */
export const transferReference = (reservationId: string): string => `RES-${reservationId.slice(-8)}`;

interface HoldLike {
  statut: string;
  dateExpiration?: DateInput;
  /** `complementDemande`: staff asked for more on this EN_ATTENTE payment and still wait (ADR 016). */
  paiements?: readonly { statut: string; complementDemande?: boolean | undefined }[];
}

type PaymentLike = NonNullable<HoldLike['paiements']>[number];

/**
 * A payment staff have to look at: a proof awaiting review (SOUMIS), or one they asked a complement
 * about (EN_ATTENTE while they wait, ADR 016). A payment left EN_ATTENTE because its buyer withdrew
 * the proofs is not.
 */
const isUnderReview = (paiement: PaymentLike): boolean =>
  paiement.statut === 'SOUMIS' || (paiement.statut === 'EN_ATTENTE' && paiement.complementDemande === true);

/** DESIGN §4: a payment under review pauses the expiry of a pending hold. */
export const isExpiryPaused = (reservation: HoldLike): boolean =>
  reservation.statut === 'EN_ATTENTE' && (reservation.paiements?.some(isUnderReview) ?? false);

/** ADR 019: the reservation has its full share of payments waiting for staff; no new one is taken. */
export const isReviewQueueFull = (reservation: Pick<HoldLike, 'paiements'>): boolean =>
  (reservation.paiements?.filter(isUnderReview).length ?? 0) >= MAX_PROOFS_UNDER_REVIEW;

/**
 * DESIGN §4: a pending hold past its expiry reads as expired at once, before the sweeper runs,
 * unless a proof awaiting review pauses it.
 */
export function effectiveReservationStatut(reservation: HoldLike, now: DateInput = new Date()): string {
  if (reservation.statut !== 'EN_ATTENTE') return reservation.statut;
  const expiry = toDate(reservation.dateExpiration);
  const at = toDate(now);
  if (!expiry || !at || expiry.getTime() > at.getTime()) return reservation.statut;
  return isExpiryPaused(reservation) ? reservation.statut : 'EXPIREE';
}

export interface RemainingTime {
  days: number;
  hours: number;
  minutes: number;
}

/** Time left before a hold expires, or null once it has (or when there is no expiry). */
export function remainingTime(dateExpiration: DateInput, now: DateInput = new Date()): RemainingTime | null {
  const expiry = toDate(dateExpiration);
  const at = toDate(now);
  if (!expiry || !at) return null;
  const totalMinutes = Math.floor((expiry.getTime() - at.getTime()) / 60_000);
  if (totalMinutes <= 0) return null;
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor(totalMinutes / 60) % 24,
    minutes: totalMinutes % 60,
  };
}
