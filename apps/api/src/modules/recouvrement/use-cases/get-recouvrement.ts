// GET /admin/recouvrement (issue 25): who owes what and what comes in. Payments go to the oldest
// instalment first (ADR 015); an instalment is late from the day after its day. Only sales being
// paid (VALIDEE) have late payers: a pending hold's deposit is the hold's business (it expires).
import type { Recouvrement, Retard } from '@parcelles/shared/contracts/recouvrement';
import {
  addDays,
  addMonths,
  allocatePayments,
  daysBetween,
  echeanceLabel,
  fromCents,
  lubumbashiDay,
} from '@parcelles/shared/domain';
import { dayAfter, dayStart, localDay, weekStart } from '../../../lib/calendar';
import { findSchedulesOf } from '../../reservations/echeances.repository';
import type { RecouvrementDeps } from '../recouvrement.deps';
import * as repo from '../recouvrement.repository';

const lastDayOfMonth = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

export async function getRecouvrement({ db, clock }: RecouvrementDeps): Promise<Recouvrement> {
  const now = clock.now();
  const today = lubumbashiDay(now);
  const rows = (await repo.findRunningWithSchedule(db)).filter(
    (r) => r.statut === 'VALIDEE' || (r.dateExpiration !== null && r.dateExpiration > now),
  );
  const schedules = await findSchedulesOf(
    db,
    rows.map((r) => r.id),
  );

  const monday = localDay(weekStart(now));
  const week = { du: monday, au: addDays(monday, 6) };
  const month = { du: `${today.slice(0, 7)}-01`, au: lastDayOfMonth(today.slice(0, 7)) };
  const months = Array.from({ length: 6 }, (_, k) => addMonths(`${today.slice(0, 7)}-01`, k + 1).slice(0, 7));
  const due = { week: 0, month: 0 };
  const forecast = new Map(months.map((m) => [m, 0]));
  const ageing = { j1a30: 0, j31a60: 0, j61a90: 0, plus90: 0 };
  const retards: Retard[] = [];

  for (const r of rows) {
    const schedule = schedules.get(r.id) ?? [];
    const situation = allocatePayments(schedule, Number(r.payeCents), today);
    let lateCents = 0;
    let oldest: (typeof situation)[number] | undefined;
    for (const e of situation) {
      if (e.dateEcheance >= week.du && e.dateEcheance <= week.au) due.week += e.montantCents;
      if (e.dateEcheance >= month.du && e.dateEcheance <= month.au) due.month += e.montantCents;
      const left = e.montantCents - e.montantPayeCents;
      const inMonth = e.dateEcheance.slice(0, 7);
      if (left > 0 && forecast.has(inMonth)) forecast.set(inMonth, forecast.get(inMonth)! + left);
      if (r.statut !== 'VALIDEE' || e.statut !== 'EN_RETARD') continue;
      lateCents += left;
      oldest ??= e;
      const days = daysBetween(e.dateEcheance, today);
      const bucket = days <= 30 ? 'j1a30' : days <= 60 ? 'j31a60' : days <= 90 ? 'j61a90' : 'plus90';
      ageing[bucket] += left;
    }
    if (!oldest) continue;
    retards.push({
      reservationId: r.id,
      reference: r.reference,
      numeroLot: r.numeroLot,
      acheteur: {
        id: r.acheteurId,
        nom: r.acheteurNom,
        email: r.acheteurEmail,
        telephone: r.acheteurTelephone,
      },
      echeance: echeanceLabel(oldest.numero, schedule.length),
      dateEcheance: oldest.dateEcheance,
      montantEnRetard: fromCents(lateCents),
      joursDeRetard: daysBetween(oldest.dateEcheance, today),
      // Every reminder goes in-app and by mail; by SMS too when the buyer could get one (issue 25).
      dernierRappel: r.dernierRappel
        ? {
            le: new Date(r.dernierRappel).toISOString(),
            canaux: r.dernierRappelSms ? ['APP', 'EMAIL', 'SMS'] : ['APP', 'EMAIL'],
          }
        : null,
    });
  }
  retards.sort((a, b) => b.joursDeRetard - a.joursDeRetard || b.montantEnRetard - a.montantEnRetard);

  const [weekIn, monthIn] = await Promise.all([
    repo.sumValidatedBetween(db, dayStart(week.du), dayAfter(week.au)),
    repo.sumValidatedBetween(db, dayStart(month.du), dayAfter(month.au)),
  ]);
  return {
    semaine: { ...week, echu: fromCents(due.week), encaisse: fromCents(weekIn) },
    mois: { ...month, echu: fromCents(due.month), encaisse: fromCents(monthIn) },
    previsions: months.map((m) => ({ mois: m, montant: fromCents(forecast.get(m)!) })),
    anciennete: {
      j1a30: fromCents(ageing.j1a30),
      j31a60: fromCents(ageing.j31a60),
      j61a90: fromCents(ageing.j61a90),
      plus90: fromCents(ageing.plus90),
    },
    retards,
  };
}
