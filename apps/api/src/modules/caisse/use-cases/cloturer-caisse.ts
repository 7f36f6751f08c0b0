// POST /admin/caisse/{jour}/cloture (issue 26): ADMIN closes a cash office day: its count and
// total are fixed, and no cash payment may be dated on it afterwards (record-paiement.ts refuses
// with a 409). Under the day's lock, so a payment being recorded is either counted or refused.
import type { CaisseJour } from '@parcelles/shared/contracts/caisse';
import { formatDateLong } from '@parcelles/shared/format';
import { localDay } from '../../../lib/calendar';
import { conflict } from '../../../lib/conflict';
import { dayAfter, dayStart } from '../../../lib/calendar';
import { recordAudit } from '../../audit/audit.repository';
import { CAISSE_MESSAGES as M } from '../../mail/messages';
import type { CaisseDeps } from '../caisse.deps';
import * as repo from '../caisse.repository';
import { readCaisseJour } from './caisse-jour';

export async function cloturerCaisse(
  { db, clock }: CaisseDeps,
  staff: { id: string },
  jour: string,
): Promise<CaisseJour> {
  const now = clock.now();
  if (jour > localDay(now)) throw conflict(M.future);
  await db.transaction(async (tx) => {
    await repo.lockDay(tx, jour);
    if (await repo.isClosed(tx, jour)) throw conflict(M.alreadyClosed(formatDateLong(jour)));
    const rows = await repo.findCashPayments(tx, dayStart(jour), dayAfter(jour));
    const totalCents = rows.reduce((sum, row) => sum + row.montantCents, 0);
    if (
      !(await repo.insertClosing(tx, {
        jour,
        closParId: staff.id,
        closLe: now,
        nombre: rows.length,
        totalCents,
      }))
    ) {
      throw conflict(M.alreadyClosed(formatDateLong(jour)));
    }
    await recordAudit(tx, {
      acteurId: staff.id,
      action: 'CAISSE_CLOTUREE',
      entite: 'caisse',
      entiteId: jour,
      avant: null,
      apres: { nombre: rows.length, total: totalCents / 100 },
      details: { paiementIds: rows.map((row) => row.id) },
    });
  });
  return readCaisseJour(db, jour);
}
