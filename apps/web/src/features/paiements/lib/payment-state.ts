// What 'Payer' on /reservations hands to /payment and /payment/submit-proof in navigation state
// (spec §2: "reservation and plot passed along"). History state survives a reload but can also be
// anything a stale entry left behind, so it is checked before a screen trusts it.
import type { Reservation } from '@parcelles/shared/contracts/reservations';

/** The plot as a reservation embeds it; a full `Parcelle` has these fields too. */
export type PaymentParcelle = Pick<
  Reservation['parcelle'],
  'id' | 'numeroLot' | 'adresse' | 'surface' | 'prix' | 'categorie'
>;

export interface PaymentState {
  reservation: Reservation;
  parcelle: PaymentParcelle;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The state when it holds what the payment screens read, otherwise null (they then redirect). */
export function readPaymentState(state: unknown): PaymentState | null {
  if (!isObject(state) || !isObject(state.reservation) || !isObject(state.parcelle)) return null;
  const { reservation, parcelle } = state;
  const valid =
    typeof reservation.id === 'string' &&
    typeof reservation.reference === 'string' &&
    typeof reservation.montantTotal === 'number' &&
    typeof reservation.montantRestant === 'number' &&
    typeof parcelle.numeroLot === 'string' &&
    typeof parcelle.surface === 'number';
  return valid ? (state as unknown as PaymentState) : null;
}
