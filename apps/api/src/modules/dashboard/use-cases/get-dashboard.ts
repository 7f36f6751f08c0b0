// The back office's first screen: what needs doing (proofs waiting, holds ending) and how sales go.
import type { Dashboard } from '@parcelles/shared/contracts/dashboard';
import {
  CATEGORIES,
  PLOT_STATUTS,
  PROOF_REVIEW_HOURS,
  fromCents,
  type Categorie,
  type PlotStatut,
} from '@parcelles/shared/domain';
import { WEEK_MS, localDay, monthStart, weekStart } from '../../../lib/calendar';
import type { DashboardDeps } from '../dashboard.deps';
import * as repo from '../dashboard.repository';

const HOUR_MS = 60 * 60 * 1000;
const WEEKS = 12;
const EXPIRING_SHOWN = 5;

const zeros = <T extends string>(keys: readonly T[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<T, number>;

export async function getDashboard({ db, clock }: DashboardDeps): Promise<Dashboard> {
  const now = clock.now();
  const soon = new Date(now.getTime() + 24 * HOUR_MS);
  const late = new Date(now.getTime() - PROOF_REVIEW_HOURS.max * HOUR_MS);
  const firstWeek = new Date(weekStart(now).getTime() - (WEEKS - 1) * WEEK_MS);
  const [plots, holds, expiring, payments, weeks] = await Promise.all([
    repo.countPlots(db),
    repo.countReservations(db, now, soon),
    repo.findExpiringSoon(db, now, soon, EXPIRING_SHOWN),
    repo.summarizePayments(db, late, monthStart(now)),
    repo.validatedPerWeek(db, firstWeek, WEEK_MS),
  ]);

  const parcellesParStatut = zeros(PLOT_STATUTS);
  const ventesParCategorie = zeros(CATEGORIES);
  for (const { statut, categorie, n } of plots) {
    if (statut in parcellesParStatut) parcellesParStatut[statut as PlotStatut] += n;
    if (statut === 'VENDUE' && categorie && categorie in ventesParCategorie) {
      ventesParCategorie[categorie as Categorie] += n;
    }
  }

  const perWeek = Array.from({ length: WEEKS }, (_, i) => ({
    debut: localDay(new Date(firstWeek.getTime() + i * WEEK_MS)),
    cents: 0,
    nombre: 0,
  }));
  for (const { semaine, n, cents } of weeks) {
    const week = perWeek[semaine];
    if (week) {
      week.cents += Number(cents);
      week.nombre += n;
    }
  }

  const oldest = payments.plusAncienne ? new Date(payments.plusAncienne) : null;
  return {
    parcellesParStatut,
    reservationsParStatut: {
      EN_ATTENTE: holds.enAttente,
      VALIDEE: holds.validees,
      ANNULEE: holds.annulees,
      EXPIREE: holds.expirees,
    },
    preuvesEnAttente: {
      nombre: payments.enAttente,
      plusAncienneHeures: oldest
        ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / HOUR_MS))
        : null,
      promisHeures: PROOF_REVIEW_HOURS.promised,
      maxHeures: PROOF_REVIEW_HOURS.max,
      enRetard: payments.enRetard,
    },
    montantValide: {
      ceMois: fromCents(Number(payments.valideMoisCents)),
      total: fromCents(Number(payments.valideCents)),
    },
    expirentSous24h: {
      nombre: holds.expirentBientot,
      reservations: expiring.map((r) => ({
        id: r.id,
        reference: r.reference,
        dateExpiration: r.dateExpiration!.toISOString(),
        parcelle: { id: r.parcelleId, numeroLot: r.numeroLot },
        acheteur: { id: r.acheteurId, nom: r.acheteurNom },
      })),
    },
    paiementsParSemaine: perWeek.map(({ debut, cents, nombre }) => ({
      debut,
      montant: fromCents(cents),
      nombre,
    })),
    ventesParCategorie,
  };
}
