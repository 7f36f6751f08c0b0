// The back office's first screen: what needs doing (proofs waiting, holds ending) and how sales go:
// the pipeline, the sales per month and the value of the stock (issue 25, ADR 045).
import { STOCK_STATUTS, type Dashboard } from '@parcelles/shared/contracts/dashboard';
import {
  CATEGORIES,
  PLOT_STATUTS,
  PROOF_REVIEW_HOURS,
  addMonths,
  fromCents,
  type Categorie,
  type EtapeVente,
  type PlotStatut,
} from '@parcelles/shared/domain';
import { WEEK_MS, dayStart, localDay, monthStart, weekStart } from '../../../lib/calendar';
import type { DashboardDeps } from '../dashboard.deps';
import * as repo from '../dashboard.repository';

const HOUR_MS = 60 * 60 * 1000;
const WEEKS = 12;
const MONTHS = 12;
const EXPIRING_SHOWN = 5;

const zeros = <T extends string>(keys: readonly T[]) =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<T, number>;

export async function getDashboard({ db, clock }: DashboardDeps): Promise<Dashboard> {
  const now = clock.now();
  const soon = new Date(now.getTime() + 24 * HOUR_MS);
  const late = new Date(now.getTime() - PROOF_REVIEW_HOURS.max * HOUR_MS);
  const thisWeek = weekStart(now);
  const firstWeek = new Date(thisWeek.getTime() - (WEEKS - 1) * WEEK_MS);
  // The week ends when next Monday begins in Lubumbashi.
  const weekEnd = new Date(thisWeek.getTime() + WEEK_MS);
  const thisMonth = localDay(monthStart(now)).slice(0, 7);
  const months = Array.from({ length: MONTHS }, (_, i) =>
    addMonths(`${thisMonth}-01`, i - (MONTHS - 1)).slice(0, 7),
  );
  const [plots, holds, expiring, expiringThisWeek, payments, weeks, pipeline, sales] = await Promise.all([
    repo.countPlots(db),
    repo.countReservations(db, now, soon, weekEnd),
    repo.findExpiringSoon(db, now, soon, EXPIRING_SHOWN),
    repo.findExpiringThisWeek(db, now, weekEnd, EXPIRING_SHOWN),
    repo.summarizePayments(db, late, monthStart(now)),
    repo.validatedPerWeek(db, firstWeek, WEEK_MS),
    repo.summarizePipeline(db, now),
    repo.salesPerMonth(db, dayStart(`${months[0]}-01`)),
  ]);

  const parcellesParStatut = zeros(PLOT_STATUTS);
  const ventesParCategorie = zeros(CATEGORIES);
  const valeurStock = Object.fromEntries(
    STOCK_STATUTS.map((statut) => [statut, { nombre: 0, cents: 0 }]),
  ) as Record<(typeof STOCK_STATUTS)[number], { nombre: number; cents: number }>;
  for (const { statut, categorie, n, cents } of plots) {
    if (statut in parcellesParStatut) parcellesParStatut[statut as PlotStatut] += n;
    if (statut === 'VENDUE' && categorie && categorie in ventesParCategorie) {
      ventesParCategorie[categorie as Categorie] += n;
    }
    if (statut in valeurStock) {
      valeurStock[statut as keyof typeof valeurStock].nombre += n;
      valeurStock[statut as keyof typeof valeurStock].cents += Number(cents);
    }
  }
  const salesOf = new Map(sales.map((m) => [m.mois, m]));
  const stage = (etape: EtapeVente) => pipeline.find((row) => row.etape === etape);
  const stageFigures = (etape: EtapeVente) => ({
    nombre: stage(etape)?.n ?? 0,
    montant: dollars(stage(etape)?.cents ?? 0),
  });

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
    expirentSous24h: { nombre: holds.expirentBientot, reservations: expiring.map(toExpiring) },
    paiementsParSemaine: perWeek.map(({ debut, cents, nombre }) => ({
      debut,
      montant: fromCents(cents),
      nombre,
    })),
    ventesParCategorie,
    pipeline: {
      reserve: stageFigures('reserve'),
      acompte: { ...stageFigures('acompte'), encaisse: dollars(stage('acompte')?.payeCents ?? 0) },
      vendu: stageFigures('vendu'),
    },
    expirentCetteSemaine: {
      jusquAu: localDay(new Date(weekEnd.getTime() - 1)),
      nombre: holds.expirentSemaine,
      reservations: expiringThisWeek.map(toExpiring),
    },
    ventesParMois: months.map((mois) => {
      const month = salesOf.get(mois);
      return { mois, nombre: month?.n ?? 0, montant: dollars(month?.cents ?? 0) };
    }),
    valeurStock: Object.fromEntries(
      STOCK_STATUTS.map((statut) => [
        statut,
        { nombre: valeurStock[statut].nombre, valeur: fromCents(valeurStock[statut].cents) },
      ]),
    ) as Dashboard['valeurStock'],
  };
}

/** Sums come back from SQL as text (bigint); dollars for the answer. */
const dollars = (cents: string | number) => fromCents(Number(cents));

function toExpiring(r: Awaited<ReturnType<typeof repo.findExpiringSoon>>[number]) {
  return {
    id: r.id,
    reference: r.reference,
    dateExpiration: r.dateExpiration!.toISOString(),
    parcelle: { id: r.parcelleId, numeroLot: r.numeroLot },
    acheteur: { id: r.acheteurId, nom: r.acheteurNom },
  };
}
