// The requests a page makes beside the one a test is about (a reservation's history, a payment's
// thread), answered as a handler of stubApi/stubSignedInApi.
import type { AuditEvent } from '@parcelles/shared/contracts/audit';
import type { PaiementMessage } from '@parcelles/shared/contracts/paiement-messages';
import type { Paiement } from '@parcelles/shared/contracts/paiements';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import { ok, type ApiHandler } from './api';

type Current<T> = T | (() => T);
const read = <T>(value: Current<T>): T => (typeof value === 'function' ? (value as () => T)() : value);

/** /admin/reservations/{id} asks the reservation (as it is now, when given a function) and its history. */
export function reservationPage(
  reservation: Current<Reservation>,
  evenements: AuditEvent[] = [],
): ApiHandler {
  return ({ method, path }) => {
    const current = read(reservation);
    if (method !== 'GET') return undefined;
    if (path === `/reservations/${current.id}`) return ok(current);
    if (path === `/reservations/${current.id}/historique`) return ok({ evenements });
    return undefined;
  };
}

/** /admin/paiements/{id} and /paiements/{id} ask the payment (as it is now) and its thread. */
export function paiementPage(
  paiement: Current<Paiement>,
  messages: Current<PaiementMessage[]> = [],
): ApiHandler {
  return ({ method, path }) => {
    const current = read(paiement);
    if (method !== 'GET') return undefined;
    if (path === `/paiements/${current.id}`) return ok(current);
    if (path === `/paiements/${current.id}/messages`) return ok({ messages: read(messages) });
    return undefined;
  };
}
