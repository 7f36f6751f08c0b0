// Instalment plans (issue 12, ADR 015): the schedule a plan gives for a price, and what validated
// payments have paid against it, oldest instalment first. Amounts are integer cents so the
// instalments always add up to the price exactly; due dates are calendar days in Lubumbashi.
import { APP_TIME_ZONE } from './constants';
import { DAY_MS, toDate, type DateInput } from './date-input';
import { COLORS, findInfo, neutralInfo, type EnumInfo } from './enum-info';
import { ACTIVE_RESERVATION_STATUTS } from './reservation';

/** A plan's shape: 100 % with no instalment is paying cash. */
export interface PlanForme {
  /** Whole percent of the price paid as the deposit (1 to 100). */
  partAcompte: number;
  nombreMensualites: number;
}

export interface EcheancePrevue {
  /** 1 is the deposit (the whole price on the cash plan). */
  numero: number;
  /** YYYY-MM-DD, a day in Lubumbashi. */
  dateEcheance: string;
  montantCents: number;
}

export const ECHEANCE_STATUTS = ['PAYEE', 'PARTIELLE', 'A_VENIR', 'EN_RETARD', 'ANNULEE'] as const;
export type EcheanceStatut = (typeof ECHEANCE_STATUTS)[number];

export const ECHEANCE_STATUT_INFO: Record<EcheanceStatut, EnumInfo> = {
  PAYEE: { label: 'Payée', color: COLORS.green, badge: 'success' },
  PARTIELLE: { label: 'Partiellement payée', color: COLORS.blue, badge: 'info' },
  A_VENIR: { label: 'À venir', color: COLORS.grey, badge: 'neutral' },
  EN_RETARD: { label: 'En retard', color: COLORS.red, badge: 'danger' },
  /** Issue 25: an instalment not paid when its reservation ended (cancelled, expired): not due. */
  ANNULEE: { label: 'Annulée', color: COLORS.grey, badge: 'neutral' },
};

export const echeanceStatusInfo = (value: unknown): EnumInfo =>
  findInfo(ECHEANCE_STATUT_INFO, value) ?? neutralInfo(String(value ?? ''));

/**
 * How an instalment is named, the same on screens, in mails, notifications and PDFs (issue 23):
 * the whole price at once on the cash plan (`count`, the schedule's length, is 1), else the deposit
 * then the monthly ones, so instalment 2 is 'Mensualité 1'.
 */
export function echeanceLabel(numero: number, count: number): string {
  if (count <= 1) return 'Paiement comptant';
  return numero === 1 ? 'Acompte' : `Mensualité ${numero - 1}`;
}

export interface EcheanceSituation extends EcheancePrevue {
  montantPayeCents: number;
  statut: EcheanceStatut;
}

/** Reminders go out this many days before each due date, and again on the day (issue 12). */
export const ECHEANCE_REMINDER_DAYS_BEFORE = 3;
/** Default of the INSTALMENT_OVERDUE_DAYS setting: days past due before staff are alerted. */
export const DEFAULT_INSTALMENT_OVERDUE_DAYS = 15;
/** Issue 25: the reminders of an instalment still unpaid, these many days after its day. */
export const DEFAULT_REMINDERS_AFTER_DAYS: readonly number[] = [1, 7, 15];

// Built on first use: loading a locale's data is a cost every page would pay at start otherwise.
let dayFormatter: Intl.DateTimeFormat | undefined;

/** The calendar day (YYYY-MM-DD) an instant falls on in Lubumbashi. Empty for an invalid date. */
export function lubumbashiDay(value: DateInput): string {
  const date = toDate(value);
  dayFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return date ? dayFormatter.format(date) : '';
}

const parseDay = (day: string): { y: number; m: number; d: number } => {
  const [y, m, d] = day.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The same day `months` later, kept within the month: 31 January + 1 month is 28 (or 29) February. */
export function addMonths(day: string, months: number): string {
  const { y, m, d } = parseDay(day);
  const index = m - 1 + months;
  const year = y + Math.floor(index / 12);
  const month = ((index % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(Math.min(d, lastDay))}`;
}

/** The day `days` later (earlier when negative), e.g. addDays('2026-03-01', -1) is '2026-02-28'. */
export function addDays(day: string, days: number): string {
  const { y, m, d } = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round((Date.UTC(b.y, b.m - 1, b.d) - Date.UTC(a.y, a.m - 1, a.d)) / DAY_MS);
}

/**
 * The schedule of `plan` for a price reserved at `reservedAt`: the deposit falls due when the hold
 * ends (`holdMs` later), instalment k on the same day k months after the reservation. The deposit is
 * the plan's share rounded to the cent; the rest is split in equal instalments, the odd cents going
 * one each to the first ones, so the amounts always add up to the price.
 */
export function buildSchedule(
  plan: PlanForme,
  prixCents: number,
  reservedAt: DateInput,
  holdMs: number,
): EcheancePrevue[] {
  const start = toDate(reservedAt) ?? new Date();
  const depositDay = lubumbashiDay(new Date(start.getTime() + holdMs));
  const reservedDay = lubumbashiDay(start);
  const total = Math.max(1, Math.round(prixCents));
  if (plan.partAcompte >= 100 || plan.nombreMensualites <= 0 || total < 2) {
    return [{ numero: 1, dateEcheance: depositDay, montantCents: total }];
  }
  const deposit = Math.min(total - 1, Math.max(1, Math.round((total * plan.partAcompte) / 100)));
  const rest = total - deposit;
  // Never an instalment of 0 cents, however small the price.
  const count = Math.min(plan.nombreMensualites, rest);
  const base = Math.floor(rest / count);
  const odd = rest - base * count;
  const schedule: EcheancePrevue[] = [{ numero: 1, dateEcheance: depositDay, montantCents: deposit }];
  for (let k = 1; k <= count; k += 1) {
    schedule.push({
      numero: k + 1,
      dateEcheance: addMonths(reservedDay, k),
      montantCents: base + (k <= odd ? 1 : 0),
    });
  }
  return schedule;
}

/**
 * What `paidCents` (the sum of validated payments) has paid against each instalment, oldest first,
 * and each one's state on `today` (YYYY-MM-DD in Lubumbashi): late once its day has passed unpaid.
 */
export function allocatePayments(
  schedule: readonly EcheancePrevue[],
  paidCents: number,
  today: string,
): EcheanceSituation[] {
  let left = Math.max(0, Math.round(paidCents));
  return [...schedule]
    .sort((a, b) => a.numero - b.numero)
    .map((echeance) => {
      const montantPayeCents = Math.min(left, echeance.montantCents);
      left -= montantPayeCents;
      const statut: EcheanceStatut =
        montantPayeCents >= echeance.montantCents
          ? 'PAYEE'
          : echeance.dateEcheance < today
            ? 'EN_RETARD'
            : montantPayeCents > 0
              ? 'PARTIELLE'
              : 'A_VENIR';
      return { ...echeance, montantPayeCents, statut };
    });
}

/**
 * Issue 25: a reservation that ended (cancelled, expired) owes nothing more. Its instalments keep
 * what was paid on them; those not fully paid read 'Annulée', never late or still to come.
 */
export function closedSchedule(situation: readonly EcheanceSituation[]): EcheanceSituation[] {
  return situation.map((echeance) =>
    echeance.statut === 'PAYEE' ? echeance : { ...echeance, statut: 'ANNULEE' as const },
  );
}

/** Whether a reservation (its status as buyers read it) still runs: a hold, or a sale being paid. */
export const isRunningReservation = (statut: string): boolean =>
  (ACTIVE_RESERVATION_STATUTS as readonly string[]).includes(statut);

/** An instalment as the reservation shows it (dollars). */
interface ShownEcheance {
  numero: number;
  dateEcheance: string;
  montant: number;
  montantPaye: number;
  statut: string;
}

/** What a buyer should pay now on a reservation (issue 25), in dollars. */
export interface DueNow {
  /** What is late: the unpaid part of the instalments past their day. */
  enRetard: number;
  /** The next instalment not yet late, and what remains to pay on it; null when all are late. */
  prochaine: { numero: number; dateEcheance: string; reste: number } | null;
  /** The amount to pay now: what is late, and the next instalment. */
  montant: number;
  /** What would remain to pay on the reservation after it. */
  resteEnsuite: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Issue 25: on a running reservation, what is due now: the late instalments and the next one (the
 * deposit first, the whole price on the cash plan). Null when nothing is due: all paid, or the
 * reservation ended.
 */
export function dueNow(reservation: {
  statut: string;
  montantRestant: number;
  echeancier: readonly ShownEcheance[];
}): DueNow | null {
  if (!isRunningReservation(reservation.statut)) return null;
  const unpaid = [...reservation.echeancier]
    .sort((a, b) => a.numero - b.numero)
    .filter((e) => e.statut !== 'PAYEE' && cents(e.montant) > cents(e.montantPaye));
  if (unpaid.length === 0) return null;
  const owed = (e: ShownEcheance) => cents(e.montant) - cents(e.montantPaye);
  const lateCents = unpaid.filter((e) => e.statut === 'EN_RETARD').reduce((sum, e) => sum + owed(e), 0);
  const next = unpaid.find((e) => e.statut !== 'EN_RETARD');
  const dueCents = lateCents + (next ? owed(next) : 0);
  return {
    enRetard: lateCents / 100,
    prochaine: next
      ? { numero: next.numero, dateEcheance: next.dateEcheance, reste: owed(next) / 100 }
      : null,
    montant: dueCents / 100,
    resteEnsuite: Math.max(0, cents(reservation.montantRestant) - dueCents) / 100,
  };
}

/**
 * The instalments one payment settles, given what validated payments before it had paid: e.g.
 * a payment of 400 after 1 000 paid on [1 000, 500, 500] puts 400 on instalment 2. What exceeds the
 * schedule (an overpayment) is not attributed.
 */
export function settledBy(
  schedule: readonly EcheancePrevue[],
  paidBeforeCents: number,
  paymentCents: number,
): { numero: number; montantCents: number; solde: boolean }[] {
  const before = allocatePayments(schedule, paidBeforeCents, '0000-00-00');
  const after = allocatePayments(schedule, paidBeforeCents + paymentCents, '0000-00-00');
  return after
    .map((echeance, i) => ({
      numero: echeance.numero,
      montantCents: echeance.montantPayeCents - before[i]!.montantPayeCents,
      solde: echeance.montantPayeCents >= echeance.montantCents,
    }))
    .filter((part) => part.montantCents > 0);
}

/** Days the oldest unpaid instalment is past due on `today`, 0 when none is late. */
export function daysOverdue(situation: readonly EcheanceSituation[], today: string): number {
  const late = situation.find((echeance) => echeance.statut === 'EN_RETARD');
  return late ? Math.max(0, daysBetween(late.dateEcheance, today)) : 0;
}
