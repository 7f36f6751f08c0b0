// Statements (issue 26, ADR 046 and 047): the company's accounts money is paid into, the lines of
// their statements and how each line stands against the payments buyers declare, with the French
// the screens show. The rules that match a line to a payment are the API's (ADR 047).
import { COLORS, findInfo, neutralInfo, type EnumInfo } from './enum-info';

/** A bank account, or a mobile money operator's business account (with its operator). */
export const COMPTE_TYPES = ['BANQUE', 'MOBILE_MONEY'] as const;
export type CompteType = (typeof COMPTE_TYPES)[number];
export const COMPTE_TYPE_LABELS: Record<CompteType, string> = {
  BANQUE: 'Compte bancaire',
  MOBILE_MONEY: 'Compte mobile money',
};

/** The statement files the import reads (ADR 046). */
export const RELEVE_FORMATS = ['CSV', 'CAMT053', 'MT940'] as const;
export type ReleveFormat = (typeof RELEVE_FORMATS)[number];
export const RELEVE_FORMAT_LABELS: Record<ReleveFormat, string> = {
  CSV: 'CSV (export du portail)',
  CAMT053: 'camt.053 (ISO 20022)',
  MT940: 'MT940 (SWIFT)',
};

/** How a CSV export writes its days (the saved mapping's `formatDate`). */
export const FORMATS_DATE = ['JJ/MM/AAAA', 'AAAA-MM-JJ', 'MM/JJ/AAAA', 'JJ-MM-AAAA'] as const;
export type FormatDate = (typeof FORMATS_DATE)[number];

export const LIGNE_SENS = ['CREDIT', 'DEBIT'] as const;
export type LigneSens = (typeof LIGNE_SENS)[number];

/**
 * Where a statement line stands: a credit waits for a person (A_RAPPROCHER) until it is linked to
 * the payment it pays (RAPPROCHEE) or set aside with a reason (ECARTEE); debits are kept (DEBIT)
 * and never matched.
 */
export const LIGNE_STATUTS = ['A_RAPPROCHER', 'RAPPROCHEE', 'ECARTEE', 'DEBIT'] as const;
export type LigneStatut = (typeof LIGNE_STATUTS)[number];
export const LIGNE_STATUT_INFO: Record<LigneStatut, EnumInfo> = {
  A_RAPPROCHER: { label: 'À rapprocher', color: COLORS.amber, badge: 'warning' },
  RAPPROCHEE: { label: 'Rapprochée', color: COLORS.green, badge: 'success' },
  ECARTEE: { label: 'Écartée', color: COLORS.grey, badge: 'neutral' },
  DEBIT: { label: 'Débit', color: COLORS.blue, badge: 'info' },
};
export const ligneStatutInfo = (value: unknown): EnumInfo =>
  findInfo(LIGNE_STATUT_INFO, value) ?? neutralInfo(String(value ?? ''));

/** How a line was linked to its payment (ADR 047). */
export const RAPPROCHEMENT_MODES = ['REFERENCE', 'TRANSACTION', 'MONTANT_DATE', 'MANUEL'] as const;
export type RapprochementMode = (typeof RAPPROCHEMENT_MODES)[number];
export const RAPPROCHEMENT_MODE_LABELS: Record<RapprochementMode, string> = {
  REFERENCE: 'Référence de réservation',
  TRANSACTION: 'Numéro de transaction',
  MONTANT_DATE: 'Montant et date',
  MANUEL: 'Affectée par l’équipe',
};

/** What the proof queue says of a payment against the statements (issue 26). */
export const RELEVE_PAIEMENT_STATUTS = ['VU', 'ABSENT'] as const;
export type RelevePaiementStatut = (typeof RELEVE_PAIEMENT_STATUTS)[number];
export const RELEVE_PAIEMENT_INFO: Record<RelevePaiementStatut, EnumInfo> = {
  VU: { label: 'Vu sur le relevé', color: COLORS.green, badge: 'success' },
  ABSENT: { label: 'Absent du relevé', color: COLORS.red, badge: 'danger' },
};

/** Every payment of the product is in US dollars: only lines in this currency are matched by amount. */
export const DEVISE_PAIEMENTS = 'USD';

/** ADR 047: a line and a declared payment of the same amount match when their days are this close. */
export const RAPPROCHEMENT_FENETRE_JOURS = 3;

/** ISO 4217: three capital letters. */
export const DEVISE_PATTERN = /^[A-Z]{3}$/;
