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

/**
 * Issue 25 (ADR 045): where a running reservation stands in the sales pipeline. `reserve`: a hold,
 * nothing validated yet (EN_ATTENTE, still running); `acompte`: a validated payment, the price not
 * reached yet (VALIDEE); `vendu`: validated payments reach the price (VALIDEE, the plot VENDUE).
 * Ended reservations (cancelled, expired) are in none.
 */
export const ETAPES_VENTE = ['reserve', 'acompte', 'vendu'] as const;
export type EtapeVente = (typeof ETAPES_VENTE)[number];

export const ETAPE_VENTE_INFO: Record<EtapeVente, EnumInfo> = {
  reserve: { label: 'Réservé', color: COLORS.amber, badge: 'reserved' },
  acompte: { label: 'Acompte payé', color: COLORS.blue, badge: 'info' },
  vendu: { label: 'Vendu', color: COLORS.green, badge: 'success' },
};

/** An unknown status is shown as it came, so a new server value is visible rather than mislabelled. */
export const reservationStatusInfo = (value: unknown): EnumInfo =>
  findInfo(RESERVATION_STATUT_INFO, value) ?? neutralInfo(String(value ?? ''));

/**
 * The spec's first transfer reference, 'RES-' and the last 8 characters of the reservation's id
 * (spec §2). DESIGN.md §4 replaced it by the reservation's short reference (`RES-7K4P2Q`), the
 * one reference shown everywhere; a transfer that quotes the old form still names its
 * reservation: this gives the id's last 8 characters (lower case) it quotes, or null.
 */
export function legacyReferenceSuffix(text: string): string | null {
  const match = /^RES-?([0-9a-f]{8})$/i.exec(text.replace(/\s+/g, ''));
  return match ? match[1]!.toLowerCase() : null;
}

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

/** What staff read under 'Expire le' while a payment under review pauses the hold (issue 23). */
export const HOLD_PAUSED_LABEL = 'Délai suspendu : preuve en cours de vérification';

/**
 * What a reservation's expiry date reads as (issue 23): the date while the hold runs or once it ran
 * out, 'paused' while a payment under review holds it (the date means nothing meanwhile), and none
 * once the reservation is validated or cancelled (it no longer expires, whatever date it carries).
 */
export type HoldExpiry = { kind: 'date'; date: Date } | { kind: 'paused' } | { kind: 'none' };

export function holdExpiry(reservation: HoldLike): HoldExpiry {
  if (isExpiryPaused(reservation)) return { kind: 'paused' };
  const date = toDate(reservation.dateExpiration);
  if (!date || (reservation.statut !== 'EN_ATTENTE' && reservation.statut !== 'EXPIREE'))
    return { kind: 'none' };
  return { kind: 'date', date };
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
