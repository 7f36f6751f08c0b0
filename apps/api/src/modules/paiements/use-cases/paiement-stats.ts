// Staff figures: how many payments, and how much, per status and per method.
import type { PaiementStats } from '@parcelles/shared/contracts/paiements';
import {
  PAIEMENT_METHODES,
  PAIEMENT_STATUTS,
  fromCents,
  type PaiementMethode,
  type PaiementStatut,
} from '@parcelles/shared/domain';
import type { PaiementsDeps } from '../paiements.deps';
import * as repo from '../paiements.repository';

export async function paiementStats({ db }: Pick<PaiementsDeps, 'db'>): Promise<PaiementStats> {
  const rows = await repo.statsByStatutAndMethode(db);
  const zero = () => ({ nombre: 0, montant: 0 });
  const parStatut = Object.fromEntries(PAIEMENT_STATUTS.map((s) => [s, zero()])) as Record<
    PaiementStatut,
    { nombre: number; montant: number }
  >;
  const parMethode = Object.fromEntries(PAIEMENT_METHODES.map((m) => [m, zero()])) as Record<
    PaiementMethode,
    { nombre: number; montant: number }
  >;
  const cents = { total: 0, statut: {} as Record<string, number>, methode: {} as Record<string, number> };
  let nombre = 0;
  for (const row of rows) {
    nombre += row.n;
    cents.total += row.sommeCents;
    cents.statut[row.statut] = (cents.statut[row.statut] ?? 0) + row.sommeCents;
    cents.methode[row.methode] = (cents.methode[row.methode] ?? 0) + row.sommeCents;
    if (row.statut in parStatut) parStatut[row.statut as PaiementStatut].nombre += row.n;
    if (row.methode in parMethode) parMethode[row.methode as PaiementMethode].nombre += row.n;
  }
  for (const s of PAIEMENT_STATUTS) parStatut[s].montant = fromCents(cents.statut[s] ?? 0);
  for (const m of PAIEMENT_METHODES) parMethode[m].montant = fromCents(cents.methode[m] ?? 0);
  return { total: { nombre, montant: fromCents(cents.total) }, parStatut, parMethode };
}
