// The lines' view in the address (/admin/releves?statut=…&compteId=…): the accounts table links
// to an account's waiting lines, and a link or Back shows the same view.
import { LIGNE_STATUTS, type LigneStatut } from '@parcelles/shared/domain';

/** The id of the lines' section, which the accounts table's links bring into view. */
export const LIGNES_SECTION_ID = 'releves-lignes';

/** What waits for staff is what the page opens on. */
export const DEFAULT_STATUT: LigneStatut = 'A_RAPPROCHER';

export const statutOf = (value: string | null): LigneStatut =>
  (LIGNE_STATUTS as readonly string[]).includes(value ?? '') ? (value as LigneStatut) : DEFAULT_STATUT;

/** The address of one account's lines of a status, the other filters dropped. */
export const lignesSearch = (statut: LigneStatut, compteId: string) =>
  `?${new URLSearchParams({ statut, compteId }).toString()}`;

/** Brings the lines' section into view (jsdom and old browsers may lack scrollIntoView). */
export function showLignes() {
  document.getElementById(LIGNES_SECTION_ID)?.scrollIntoView?.({ block: 'start' });
}
