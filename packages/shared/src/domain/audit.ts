// The audit trail's vocabulary (DESIGN.md §4 "Audit"): what was touched and what happened to it,
// with the French the journal shows. Every entry's action and entity is one of these.

export const AUDIT_ENTITES = [
  'utilisateur',
  'reservation',
  'paiement',
  'parcelle',
  'plan_paiement',
  // Issue 26: the company's accounts, their statement lines and the cash office's days.
  'compte_encaissement',
  'ligne_releve',
  'caisse',
] as const;
export type AuditEntite = (typeof AUDIT_ENTITES)[number];

export const AUDIT_ENTITE_LABELS: Record<AuditEntite, string> = {
  utilisateur: 'Utilisateur',
  reservation: 'Réservation',
  paiement: 'Paiement',
  parcelle: 'Parcelle',
  plan_paiement: 'Plan de paiement',
  compte_encaissement: "Compte d'encaissement",
  ligne_releve: 'Ligne de relevé',
  caisse: 'Caisse',
};

export const AUDIT_ACTION_LABELS = {
  // Accounts (the user's own actions).
  INSCRIPTION: 'Inscription',
  CONNEXION: 'Connexion',
  CHANGEMENT_EMAIL: "Changement d'adresse e-mail",
  MOT_DE_PASSE_MODIFIE: 'Mot de passe modifié',
  MOT_DE_PASSE_REINITIALISE: 'Mot de passe réinitialisé',
  // Accounts managed by an admin (issue 11).
  ROLE_MODIFIE: 'Rôle modifié',
  COMPTE_DESACTIVE: 'Compte désactivé',
  COMPTE_REACTIVE: 'Compte réactivé',
  INVITATION_ENVOYEE: 'Invitation envoyée',
  INVITATION_ACCEPTEE: 'Invitation acceptée',
  // Reservations: the buyer's hold, staff actions, the buyer's cancellation and the automatic
  // transitions.
  RESERVATION_CREEE: 'Réservation créée',
  RESERVATION_VALIDEE: 'Réservation validée',
  RESERVATION_REJETEE: 'Réservation rejetée',
  RESERVATION_PROLONGEE: 'Réservation prolongée',
  RESERVATION_ANNULEE: 'Réservation annulée par l’acheteur',
  RESERVATION_EXPIREE: 'Réservation expirée',
  RAPPEL_ENVOYE: 'Rappel d’expiration envoyé',
  // Payments.
  PAIEMENT_VALIDE: 'Paiement validé',
  PAIEMENT_REJETE: 'Paiement rejeté',
  PAIEMENT_ANNULE: 'Paiement annulé',
  PAIEMENT_COMPLEMENT_DEMANDE: 'Complément demandé',
  PAIEMENT_MESSAGE: 'Message sur un paiement',
  // Plots.
  PARCELLE_VENDUE: 'Parcelle vendue',
  PARCELLE_CREEE: 'Parcelle créée',
  PARCELLE_MODIFIEE: 'Parcelle modifiée',
  PARCELLE_SUPPRIMEE: 'Parcelle supprimée',
  PARCELLE_IMPORTEE: 'Parcelles importées',
  IMAGES_AJOUTEES: 'Photos ajoutées',
  IMAGE_SUPPRIMEE: 'Photo supprimée',
  IMAGES_REORDONNEES: 'Ordre des photos modifié',
  // Instalment plans and schedules (issue 12, ADR 015).
  PLAN_PAIEMENT_CREE: 'Plan de paiement créé',
  PLAN_PAIEMENT_MODIFIE: 'Plan de paiement modifié',
  PLAN_PAIEMENT_SUPPRIME: 'Plan de paiement supprimé',
  ECHEANCE_REPORTEE: 'Échéance reportée',
  RAPPEL_ECHEANCE_ENVOYE: 'Rappel d’échéance envoyé',
  ECHEANCE_SIGNALEE: 'Échéance en retard signalée',
  // Statements and payments staff record (issue 26, ADR 047).
  COMPTE_ENCAISSEMENT_CREE: "Compte d'encaissement créé",
  COMPTE_ENCAISSEMENT_MODIFIE: "Compte d'encaissement modifié",
  RELEVE_IMPORTE: 'Relevé importé',
  LIGNE_RAPPROCHEE: 'Ligne de relevé rapprochée',
  LIGNE_LIBEREE: 'Ligne de relevé à rapprocher de nouveau',
  LIGNE_ECARTEE: 'Ligne de relevé écartée',
  LIGNE_AFFECTEE: 'Ligne de relevé affectée à une réservation',
  PAIEMENT_ENREGISTRE: 'Paiement enregistré par l’équipe',
  CAISSE_CLOTUREE: 'Journée de caisse clôturée',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

export const auditActionLabel = (action: string): string =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
