import { REFUND_WINDOW_DAYS } from './constants';
import { DAY_MS, toDate, type DateInput } from './date-input';
import { COLORS, findInfo, isOneOf, neutralInfo, type EnumInfo } from './enum-info';

/** The spec's two methods, and mobile money (issue 12, ADR 014). */
export const PAIEMENT_METHODES = ['VIREMENT_BANCAIRE', 'ESPECES', 'MOBILE_MONEY'] as const;
export type PaiementMethode = (typeof PAIEMENT_METHODES)[number];
export const isPaiementMethode = (value: unknown): value is PaiementMethode =>
  isOneOf(PAIEMENT_METHODES, value);

export const PAIEMENT_METHODE_INFO: Record<PaiementMethode, EnumInfo> = {
  VIREMENT_BANCAIRE: { label: 'Virement bancaire', color: COLORS.blue, badge: 'info' },
  ESPECES: { label: 'Espèces', color: COLORS.green, badge: 'success' },
  MOBILE_MONEY: { label: 'Mobile money', color: COLORS.purple, badge: 'purple' },
};

export const paymentMethodInfo = (value: unknown): EnumInfo =>
  findInfo(PAIEMENT_METHODE_INFO, value) ?? neutralInfo(String(value ?? ''));

/** The mobile money operators a buyer can pay through (ADR 014). */
export const OPERATEURS_MOBILE_MONEY = ['MPESA', 'ORANGE_MONEY', 'AIRTEL_MONEY'] as const;
export type OperateurMobileMoney = (typeof OPERATEURS_MOBILE_MONEY)[number];
export const isOperateurMobileMoney = (value: unknown): value is OperateurMobileMoney =>
  isOneOf(OPERATEURS_MOBILE_MONEY, value);

export const OPERATEUR_MOBILE_MONEY_LABELS: Record<OperateurMobileMoney, string> = {
  MPESA: 'M-Pesa',
  ORANGE_MONEY: 'Orange Money',
  AIRTEL_MONEY: 'Airtel Money',
};

export const operateurLabel = (value: unknown): string =>
  isOperateurMobileMoney(value) ? OPERATEUR_MOBILE_MONEY_LABELS[value] : String(value ?? '');

/** A transaction id as compared: upper-case, without spaces (people type them both ways). */
export const normalizeTransactionId = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const PAIEMENT_STATUTS = ['EN_ATTENTE', 'SOUMIS', 'VALIDE', 'REJETE', 'ANNULE'] as const;
export type PaiementStatut = (typeof PAIEMENT_STATUTS)[number];
export const isPaiementStatut = (value: unknown): value is PaiementStatut => isOneOf(PAIEMENT_STATUTS, value);
/** DESIGN §4: the only status that counts as money received (the spec's SUCCES is dropped). */
export const PAID_STATUT = 'VALIDE' satisfies PaiementStatut;

export const PAIEMENT_STATUT_INFO: Record<PaiementStatut, EnumInfo> = {
  EN_ATTENTE: { label: 'En attente de preuve', color: COLORS.yellow, badge: 'warning' },
  SOUMIS: { label: 'Soumis - En cours de vérification', color: COLORS.blue, badge: 'info' },
  VALIDE: { label: 'Validé', color: COLORS.green, badge: 'success' },
  REJETE: { label: 'Rejeté', color: COLORS.red, badge: 'danger' },
  ANNULE: { label: 'Annulé', color: COLORS.grey, badge: 'neutral' },
};

export function paymentStatusInfo(value: unknown): EnumInfo {
  const known = findInfo(PAIEMENT_STATUT_INFO, value);
  if (known) return known;
  return neutralInfo(value === null || value === undefined || value === '' ? 'Inconnu' : String(value));
}

export const canResubmitProof = (statut: unknown): boolean => statut === 'REJETE' || statut === 'EN_ATTENTE';

export function isRefundEligible(
  paiement: { statut: string; datePaiement?: DateInput },
  now: DateInput = new Date(),
): boolean {
  const paidAt = toDate(paiement.datePaiement);
  const at = toDate(now);
  if (paiement.statut !== PAID_STATUT || !paidAt || !at) return false;
  return at.getTime() - paidAt.getTime() <= REFUND_WINDOW_DAYS * DAY_MS;
}

/** Dollars to integer cents, so sums of amounts like 0.1 + 0.2 stay exact. */
export const toCents = (amount: number): number => (Number.isFinite(amount) ? Math.round(amount * 100) : 0);
export const fromCents = (cents: number): number => cents / 100;

export interface Amounts {
  total: number;
  paid: number;
  /** Never below 0, even when the buyer overpaid. */
  remaining: number;
  fullyPaid: boolean;
  percentage: number;
  /** The progress bar's width, capped at 100. */
  barPercentage: number;
}

export function computeAmounts(
  prix: number,
  paiements: readonly { montant: number; statut: string }[],
): Amounts {
  const totalCents = toCents(prix);
  const paidCents = paiements
    .filter((paiement) => paiement.statut === PAID_STATUT)
    .reduce((sum, paiement) => sum + toCents(paiement.montant), 0);
  const fullyPaid = totalCents - paidCents <= 0;
  const percentage = totalCents > 0 ? Math.round((paidCents * 100) / totalCents) : 100;
  return {
    total: fromCents(totalCents),
    paid: fromCents(paidCents),
    remaining: fromCents(Math.max(0, totalCents - paidCents)),
    fullyPaid,
    percentage,
    barPercentage: Math.min(100, percentage),
  };
}
