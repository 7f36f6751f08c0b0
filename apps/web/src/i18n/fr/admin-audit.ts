// The French of the audit trail's rows (issue 23): the fields an entry records under their French
// names, and the words of its values. Imported by the admin chunk alone, like admin.ts.
import { formatCount } from '@parcelles/shared/format';

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count > 1 ? many : one}`;

export const adminAudit = {
  /** The element's link: its kind and its name ('Ouvrir : Réservation RES-7K4P2Q · LOT-0042'). */
  openEntity: (entite: string, libelle: string) => `Ouvrir : ${entite} ${libelle}`.trim(),
  none: '—',
  yes: 'Oui',
  no: 'Non',
  /**
   * Every field an entry records in `avant`, `apres` or `details` (grep `recordAudit`); a field
   * missing here shows under its own name.
   */
  fields: {
    // Reservations, payments and instalments.
    statut: 'Statut',
    commentaireAdmin: 'Commentaire pour l’acheteur',
    commentaire: 'Commentaire',
    dateExpiration: 'Expire le',
    rappelEnvoyeLe: 'Rappel envoyé le',
    reference: 'Référence',
    plan: 'Plan de paiement',
    montantTotal: 'Montant total',
    montant: 'Montant',
    methode: 'Méthode',
    operateur: 'Opérateur',
    jours: 'Prolongation',
    dateEcheance: 'Date d’échéance',
    numero: 'Échéance',
    rappel: 'Rappel',
    joursDeRetard: 'Retard',
    cause: 'Cause',
    parcelleStatut: 'Statut de la parcelle',
    cote: 'Envoyé par',
    longueur: 'Longueur du message',
    fichiers: 'Fichiers',
    reservationId: 'Réservation',
    paiementId: 'Paiement',
    parcelleId: 'Parcelle',
    messageId: 'Message',
    // Accounts.
    nom: 'Nom',
    email: 'Adresse e-mail',
    role: 'Rôle',
    actif: 'Actif',
    renvoi: 'Invitation renvoyée',
    // Plots, their pictures and imports.
    numeroLot: 'Numéro de lot',
    surface: 'Surface',
    prix: 'Prix',
    categorie: 'Catégorie',
    adresse: 'Adresse',
    localisation: 'Localisation',
    description: 'Description',
    position: 'Position',
    proprietaireId: 'Propriétaire',
    images: 'Photos',
    photos: 'Photos',
    imageId: 'Photo',
    url: 'Adresse de la photo',
    couvertureChangee: 'Photo de couverture changée',
    fichier: 'Fichier importé',
    format: 'Format',
    ligne: 'Ligne',
    action: 'Opération',
    // Payment plans.
    partAcompte: 'Acompte',
    nombreMensualites: 'Mensualités',
    categories: 'Catégories',
    parcelleIds: 'Parcelles',
    ordre: 'Ordre d’affichage',
  } as Record<string, string>,
  /** Where one name means something else for one kind of element. */
  fieldsOf: {
    utilisateur: { actif: 'Compte actif' },
    plan_paiement: { actif: 'Proposé aux acheteurs', nom: 'Nom du plan' },
  } as Record<string, Record<string, string>>,
  /** Values of a closed set, per field. */
  choices: {
    rappel: { AVANT: 'Avant l’échéance', JOUR: 'Le jour de l’échéance' },
    cause: { EXPIRATION: 'Expiration', ANNULATION: 'Annulation' },
    action: { CREEE: 'Créée', MODIFIEE: 'Modifiée' },
    cote: { ACHETEUR: 'L’acheteur', EQUIPE: 'L’équipe' },
  } as Record<string, Record<string, string>>,
  percent: (value: number) => `${formatCount(value)}\u00a0%`,
  days: (count: number) => plural(count, 'jour', 'jours'),
  photos: (count: number) => plural(count, 'photo', 'photos'),
  files: (count: number) => plural(count, 'fichier', 'fichiers'),
  plots: (count: number) => plural(count, 'parcelle', 'parcelles'),
  characters: (count: number) => plural(count, 'caractère', 'caractères'),
  numero: (numero: number) => `n° ${formatCount(numero)}`,
  position: (x: number, y: number) => `x ${formatCount(x)}, y ${formatCount(y)}`,
  /** A plot's new owner when the entry does not name them. */
  owner: 'L’acheteur',
};
