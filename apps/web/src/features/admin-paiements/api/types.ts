import type { Paiement } from '@parcelles/shared/contracts/paiements';

/**
 * A payment as the staff's lists and page show it. The fields below the contract's are being added
 * to the API by the same issue: read as optional so the screens work before and after.
 */
export type AdminPaiement = Omit<Paiement, 'acheteur' | 'remboursable'> & {
  acheteur: Paiement['acheteur'] & { telephone?: string | null };
  /** Who to call about this reservation (step 1's corrections, else the account's details). */
  contact?: { nom: string; email: string; telephone: string | null } | null;
  /** What remains to pay on the reservation. */
  montantRestant?: number | null;
  /** Another payment already carries this reference. */
  referenceDejaUtilisee?: boolean;
  remboursable?: boolean;
};

export interface AdminPaiementList {
  paiements: AdminPaiement[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

/** The filters of the staff's payment lists, as the query string keeps them. */
export interface AdminPaiementsQuery {
  statut?: string;
  methode?: string;
  du?: string;
  au?: string;
  acheteur?: string;
  lot?: string;
  page?: number;
  limit?: number;
}
