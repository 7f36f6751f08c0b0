// What a receipt says, fixed when it is issued (ADR 017): later edits to the buyer's name, the plot
// or the company's details do not change a receipt already handed out. Amounts in cents.
import { BUSINESS } from '@parcelles/shared/business';
import { operateurLabel, paymentMethodInfo, settledBy, type EcheancePrevue } from '@parcelles/shared/domain';

export interface RecuContenu {
  version: 1;
  entreprise: {
    raisonSociale: string;
    nomCommercial: string;
    projet: string;
    adresse: string;
    boitePostale: string;
    telephones: string[];
    email: string;
    rccm: string;
    idNat: string;
  };
  acheteur: { nom: string; email: string };
  parcelle: { numeroLot: string; adresse: string | null };
  reservation: { id: string; reference: string; planNom: string; montantTotalCents: number };
  paiement: {
    id: string;
    montantCents: number;
    methode: string;
    methodeLibelle: string;
    operateur: string | null;
    operateurLibelle: string | null;
    reference: string | null;
    /** ISO instants. */
    datePaiement: string;
    dateValidation: string;
  };
  /** The instalments this payment paid into, and whether each is now paid in full. */
  echeances: {
    numero: number;
    dateEcheance: string;
    montantCents: number;
    regleCents: number;
    soldee: boolean;
  }[];
  totalPayeCents: number;
  resteCents: number;
}

/** The company as a receipt or a statement names it, from the business facts of today. */
export const issuer = (): RecuContenu['entreprise'] => ({
  raisonSociale: BUSINESS.raisonSociale,
  nomCommercial: BUSINESS.nomCommercial,
  projet: BUSINESS.projet,
  adresse: BUSINESS.adressePostale,
  boitePostale: BUSINESS.boitePostale,
  telephones: [...BUSINESS.telephones],
  email: BUSINESS.emails.ventes,
  rccm: BUSINESS.rccm,
  idNat: BUSINESS.idNat,
});

/** The payment as its receipt records it. */
export interface ReceiptPayment {
  id: string;
  montantCents: number;
  methode: string;
  operateur: string | null;
  referencePaiement: string | null;
  datePaiement: Date;
}

export interface ContenuInput {
  paiement: ReceiptPayment;
  validatedAt: Date;
  reservation: { id: string; reference: string; planNom: string; montantTotalCents: number };
  acheteur: { nom: string; email: string };
  parcelle: { numeroLot: string; adresse: string | null };
  schedule: readonly EcheancePrevue[];
  /** Validated payments of the reservation before this one. */
  paidBeforeCents: number;
}

export function buildContenu(input: ContenuInput): RecuContenu {
  const { paiement, reservation, schedule, paidBeforeCents } = input;
  const totalPayeCents = paidBeforeCents + paiement.montantCents;
  const byNumero = new Map(schedule.map((e) => [e.numero, e]));
  return {
    version: 1,
    entreprise: issuer(),
    acheteur: input.acheteur,
    parcelle: input.parcelle,
    reservation: {
      id: reservation.id,
      reference: reservation.reference,
      planNom: reservation.planNom,
      montantTotalCents: reservation.montantTotalCents,
    },
    paiement: {
      id: paiement.id,
      montantCents: paiement.montantCents,
      methode: paiement.methode,
      methodeLibelle: paymentMethodInfo(paiement.methode).label,
      operateur: paiement.operateur,
      operateurLibelle: paiement.operateur ? operateurLabel(paiement.operateur) : null,
      reference: paiement.referencePaiement,
      datePaiement: paiement.datePaiement.toISOString(),
      dateValidation: input.validatedAt.toISOString(),
    },
    echeances: settledBy(schedule, paidBeforeCents, paiement.montantCents).map((part) => ({
      numero: part.numero,
      dateEcheance: byNumero.get(part.numero)?.dateEcheance ?? '',
      montantCents: byNumero.get(part.numero)?.montantCents ?? part.montantCents,
      regleCents: part.montantCents,
      soldee: part.solde,
    })),
    totalPayeCents,
    resteCents: Math.max(0, reservation.montantTotalCents - totalPayeCents),
  };
}
