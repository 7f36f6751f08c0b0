// GET /admin/caisse/{jour} (issue 26): the cash payments staff recorded as paid that day in
// Lubumbashi, who received each, the count and total, per cashier too, and the day's closing.
import type { CaisseJour } from '@parcelles/shared/contracts/caisse';
import { fromCents } from '@parcelles/shared/domain';
import type { Executor } from '../../../db/client';
import { dayAfter, dayStart } from '../../../lib/calendar';
import type { CaisseDeps } from '../caisse.deps';
import * as repo from '../caisse.repository';

export async function readCaisseJour(db: Executor, jour: string): Promise<CaisseJour> {
  const [rows, closing] = await Promise.all([
    repo.findCashPayments(db, dayStart(jour), dayAfter(jour)),
    repo.findClosing(db, jour),
  ]);
  const paiements = rows.map((row) => ({
    id: row.id,
    montant: fromCents(row.montantCents),
    referencePaiement: row.referencePaiement,
    commentaireAdmin: row.commentaireAdmin,
    datePaiement: row.datePaiement.toISOString(),
    enregistreLe: row.enregistreLe.toISOString(),
    recuPar: row.recuParId && row.recuParNom ? { id: row.recuParId, nom: row.recuParNom } : null,
    reservation: { id: row.reservationId, reference: row.reservationReference },
    numeroLot: row.numeroLot,
    acheteur: row.acheteur,
    recu: row.recuNumero !== null && row.recuCode ? { numero: row.recuNumero, code: row.recuCode } : null,
  }));
  const cashiers = new Map<string, CaisseJour['parCaissier'][number] & { cents: number }>();
  for (const row of rows) {
    const key = row.recuParId ?? '';
    const entry = cashiers.get(key) ?? {
      recuPar: row.recuParId && row.recuParNom ? { id: row.recuParId, nom: row.recuParNom } : null,
      nombre: 0,
      total: 0,
      cents: 0,
    };
    entry.nombre += 1;
    entry.cents += row.montantCents;
    cashiers.set(key, entry);
  }
  const totalCents = rows.reduce((sum, row) => sum + row.montantCents, 0);
  return {
    jour,
    paiements,
    nombre: rows.length,
    total: fromCents(totalCents),
    parCaissier: [...cashiers.values()].map(({ cents, ...entry }) => ({ ...entry, total: fromCents(cents) })),
    cloture: closing
      ? {
          closLe: closing.closLe.toISOString(),
          closPar:
            closing.closParId && closing.closParNom
              ? { id: closing.closParId, nom: closing.closParNom }
              : null,
          nombre: closing.nombre,
          total: fromCents(closing.totalCents),
        }
      : null,
  };
}

export const getCaisseJour = ({ db }: Pick<CaisseDeps, 'db'>, jour: string) => readCaisseJour(db, jour);
