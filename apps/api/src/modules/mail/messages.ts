// The server's own French answers and refusals (DESIGN.md §2), in one catalogue: what a route says
// on success, and the conflicts and rules a use case refuses with, word for word what the user
// reads. The spec's shared messages (not found, forbidden…) are in @parcelles/shared/errors; the
// notifications are beside this file in notification.templates.ts, the mails in mail.templates.ts.
import { MAX_PENDING_RESERVATIONS, MAX_PROOFS_UNDER_REVIEW } from '@parcelles/shared/domain';
import { MESSAGES } from '@parcelles/shared/errors';

export const RESERVATION_MESSAGES = {
  created: 'Réservation enregistrée avec succès',
  notAvailable: MESSAGES.plotNotAvailable,
  tooMany: `Vous avez déjà ${MAX_PENDING_RESERVATIONS} réservations en attente. Finalisez ou annulez-en une avant d'en créer une nouvelle.`,
  notCancellable: 'Seule une réservation en attente, sans paiement validé, peut être annulée.',
  cancelled: 'Réservation annulée',
  notPending: "Cette réservation n'est plus en attente.",
  expired: 'Cette réservation a expiré : elle ne peut plus être validée, rejetée ni prolongée.',
  validated: 'Réservation validée',
  rejected: 'Réservation rejetée',
  extended: 'Réservation prolongée',
} as const;

export const PAIEMENT_MESSAGES = {
  submitted: 'Preuve de paiement soumise avec succès',
  proofsDeleted: 'Preuves supprimées',
  validated: 'Paiement validé',
  rejected: 'Paiement rejeté',
  amountNotPositive: 'Le montant doit être positif',
  reservationCancelled: 'Cette réservation a été annulée : elle n’accepte plus de paiement.',
  reservationExpired: 'Cette réservation a expiré : elle n’accepte plus de paiement.',
  alreadyPaid: 'Cette réservation est déjà entièrement payée.',
  notResubmittable: 'Seul un paiement rejeté ou en attente de preuve peut recevoir de nouvelles preuves.',
  proofsNotDeletable: 'Les preuves ne peuvent être supprimées que d’un paiement soumis ou rejeté.',
  notValidatable: 'Seul un paiement soumis peut être validé.',
  notRejectable: 'Seul un paiement soumis peut être rejeté.',
  reservationInactive: 'La réservation de ce paiement n’est plus active : il ne peut pas être validé.',
  notMultipart: 'Les preuves doivent être envoyées en multipart/form-data.',
  uploadInterrupted: 'Le téléversement a été interrompu ou est mal formé. Veuillez réessayer.',
  tooManyUnderReview: `Vous avez déjà ${MAX_PROOFS_UNDER_REVIEW} preuves de paiement en attente de vérification pour cette réservation. Attendez leur examen avant d’en envoyer une autre.`,
  transactionAlreadyUsed: (operateur: string) =>
    `Cette transaction ${operateur} a déjà été déclarée pour un autre paiement.`,
  // The conversation on a payment (issue 12, ADR 016).
  complementRequested: 'Demande de complément envoyée',
  messageSent: 'Message envoyé',
  notComplementable: 'Seul un paiement soumis peut faire l’objet d’une demande de complément.',
  closed: (raison: string) => `Ce paiement est clos : ${raison}. Il n’accepte plus de message.`,
  staffNoFiles: 'Les fichiers joints sont réservés aux réponses de l’acheteur.',
} as const;

/** The staff's plot catalogue (issue 11, ADR 011): its answers and the rules it refuses with. */
export const PARCELLE_MESSAGES = {
  created: 'Parcelle créée avec succès',
  updated: 'Parcelle mise à jour',
  deleted: 'Parcelle supprimée',
  imported: (crees: number, modifies: number) =>
    `Import terminé : ${crees} parcelle(s) créée(s), ${modifies} modifiée(s).`,
  simulated: "Simulation terminée : rien n'a été enregistré.",
  lotTaken: 'Ce numéro de lot est déjà utilisé par une autre parcelle.',
  referenceTaken: 'Cette référence est déjà utilisée par une autre parcelle.',
  // Issue 23: says how a plot gets them, so staff know where to go instead.
  statusByReservation:
    'Une parcelle devient « Réservée » par une réservation et « Vendue » par le paiement complet : ce statut ne peut pas être choisi ici.',
  reservedNotReopened:
    'Cette parcelle est réservée : elle ne peut être ni remise en vente ni suspendue à la main tant que sa réservation est en cours.',
  soldNotReopened: 'Cette parcelle est vendue : elle ne peut plus être remise en vente ni suspendue.',
  priceLockedReserved:
    'Le prix ne peut pas changer pendant une réservation en cours : le montant dû par l’acheteur est fixé.',
  priceLockedSold: 'Le prix d’une parcelle vendue ne peut plus changer.',
  notDeletable:
    'Cette parcelle a des réservations ou des paiements : elle ne peut pas être supprimée. Suspendez-la pour la retirer du catalogue.',
  soldNotDeletable: 'Une parcelle réservée ou vendue ne peut pas être supprimée. Suspendez-la plutôt.',
  lotTooLong: 'Le numéro de lot ne peut pas dépasser 30 caractères',
  referenceTooLong: 'La référence ne peut pas dépasser 50 caractères',
  textTooLong: (max: number) => `Ce texte ne peut pas dépasser ${max} caractères`,
  forbiddenCharacters: 'Caractères non autorisés',
  priceTooHigh: 'Le prix dépasse la limite autorisée (1 000 000 000 $)',
  surfaceTooLarge: 'La surface dépasse la limite autorisée (10 000 000 m²)',
  surfaceTooSmall: 'La surface doit être d’au moins 0,01 m²',
  priceTooSmall: 'Le prix doit être d’au moins 0,01 $',
  positionOffPlan: 'La position doit être sur le plan (x de 0 à 80 000, y de 0 à 60 000)',
  // Import.
  importRefused: (lignes: number) =>
    `Import refusé : ${lignes} ligne(s) comportent des erreurs. Rien n'a été enregistré ; corrigez le fichier et réessayez.`,
  importConflict:
    "Le catalogue a changé pendant l'import (numéro de lot ou référence pris entre-temps). Rien n'a été enregistré ; réessayez.",
  duplicateLotInFile: (ligne: number) => `Ce numéro de lot figure déjà à la ligne ${ligne} du fichier`,
  duplicateReferenceInFile: (ligne: number) => `Cette référence figure déjà à la ligne ${ligne} du fichier`,
  rowNotObject: 'Ligne invalide : un objet (numeroLot, surface, prix, position, statut…) est attendu',
  fileMissing: 'Le fichier à importer est requis (champ « file », CSV ou JSON).',
  fileTooLarge: 'Le fichier dépasse 10 Mo.',
  fileEmpty: 'Le fichier ne contient aucune parcelle.',
  fileTooManyRows: (rows: number, max: number) =>
    `Le fichier compte ${rows.toLocaleString('fr-FR')} lignes : ${max.toLocaleString('fr-FR')} au plus par import.`,
  fileUnknownFormat: 'Format de fichier non reconnu : envoyez un fichier CSV ou JSON (UTF-8).',
  jsonUnreadable: (detail: string) => `Le fichier JSON est illisible : ${detail}`,
  jsonNotArray: 'Le fichier JSON doit contenir une liste (tableau) de parcelles.',
  csvUnreadable: (detail: string) => `Le fichier CSV est illisible : ${detail}`,
  csvMissingColumns: (columns: string[]) => `Colonnes manquantes dans le fichier : ${columns.join(', ')}.`,
  csvDuplicateColumn: (column: string) => `La colonne « ${column} » figure deux fois dans le fichier.`,
  notMultipart: 'Le fichier doit être envoyé en multipart/form-data (champ « file »).',
} as const;

/** A plot's pictures (issue 11); the upload's per-file messages are in contracts/parcelle-images.ts. */
export const IMAGE_MESSAGES = {
  added: (n: number) => (n > 1 ? `${n} photos ajoutées` : 'Photo ajoutée'),
  deleted: 'Photo supprimée',
  reordered: 'Ordre des photos enregistré',
  notFound: "Cette photo n'appartient pas à la parcelle (elle a peut-être déjà été supprimée).",
  notPermutation: "L'ordre doit citer chaque photo de la parcelle une seule fois (la couverture en premier).",
  notMultipart: 'Les images doivent être envoyées en multipart/form-data.',
  uploadInterrupted: PAIEMENT_MESSAGES.uploadInterrupted,
};

export const AUTH_MESSAGES = {
  registered: (email: string) =>
    `Inscription réussie ! Un email de vérification a été envoyé à ${email}. Cliquez sur le lien qu'il contient pour activer votre compte.`,
  emailTaken: 'Cette adresse email est déjà utilisée',
  badCredentials: 'Email ou mot de passe incorrect.',
  disabled: 'Ce compte a été désactivé. Contactez le service client pour le réactiver.',
  loggedIn: 'Connexion réussie !',
  loggedOut: 'Déconnexion réussie',
  profileUpdated: 'Profil mis à jour avec succès !',
  /** Issue 25: PUT /auth/profile/preferences. */
  preferencesSaved: 'Vos préférences ont été enregistrées.',
  profileUpdatedNewEmail: (email: string) =>
    `Profil mis à jour avec succès ! Un email de vérification a été envoyé à ${email} : cliquez sur son lien avant votre prochaine connexion.`,
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect',
  passwordChanged: 'Mot de passe modifié avec succès !',
  resetSent:
    "Si un compte correspond à cette adresse, un email de réinitialisation vient d'être envoyé. Le lien est valable 1 heure.",
  resetInvalid: 'Lien de réinitialisation invalide ou expiré.',
  passwordReset: 'Mot de passe réinitialisé avec succès ! Vous pouvez maintenant vous connecter.',
  verified: 'Votre adresse email a été vérifiée avec succès. Vous pouvez maintenant vous connecter.',
  verificationInvalid: 'Lien de vérification invalide ou expiré.',
  verificationResent: 'Email de vérification renvoyé avec succès !',
  invalidPhone: 'Numéro de téléphone invalide',
} as const;

export const UTILISATEUR_MESSAGES = {
  updated: 'Utilisateur mis à jour',
  invited: (email: string) => `Invitation envoyée à ${email}`,
  lastAdmin:
    'Ce compte est le dernier administrateur actif : il ne peut être ni rétrogradé ni désactivé. Nommez d’abord un autre administrateur.',
  selfRole: 'Vous ne pouvez pas modifier votre propre rôle : demandez-le à un autre administrateur.',
  selfDeactivate:
    'Vous ne pouvez pas désactiver votre propre compte : demandez-le à un autre administrateur.',
  invitationResent: (email: string) => `Nouvelle invitation envoyée à ${email}`,
  notInvitable:
    'Ce compte est déjà activé (ou désactivé) : une invitation ne peut être renvoyée qu’à un compte qui n’a pas encore choisi son mot de passe.',
  invitationAccepted: 'Votre mot de passe est enregistré. Vous pouvez maintenant vous connecter.',
} as const;

export const NOTIFICATION_MESSAGES = {
  deleted: 'Notification supprimée',
} as const;

export const SYSTEM_MESSAGES = {
  databaseUnreachable: 'Service momentanément indisponible : base de données injoignable.',
} as const;

/** Instalment plans and schedules (issue 12, ADR 015). */
export const PLAN_MESSAGES = {
  created: 'Plan de paiement créé',
  updated: 'Plan de paiement modifié',
  deleted: 'Plan de paiement supprimé',
  nameTaken: 'Un plan de paiement porte déjà ce nom.',
  unknownPlots: 'Certaines parcelles indiquées n’existent pas.',
  cashProtected:
    'Le plan comptant est toujours proposé : il ne peut être ni désactivé, ni supprimé, ni changé (100 % à la réservation, sans mensualité, pour toutes les parcelles).',
  inUse:
    'Ce plan est utilisé par des réservations : il ne peut pas être supprimé. Désactivez-le pour ne plus le proposer.',
  notOffered: "Ce plan de paiement n'est pas proposé pour cette parcelle",
} as const;

/** The collections desk (issue 25). */
export const RECOUVREMENT_MESSAGES = {
  reminderSent: 'Rappel envoyé à l’acheteur.',
  notLate: 'Aucune échéance en retard sur cette réservation.',
  tooSoon: 'Un rappel a déjà été envoyé il y a moins de 24 heures.',
};

export const ECHEANCE_MESSAGES = {
  moved: 'Échéance reportée',
  notActive: 'Seule l’échéance d’une réservation en attente ou validée peut être reportée.',
  depositWhilePending:
    'Tant que la réservation est en attente, son acompte est dû à la fin du délai de réservation : prolongez la réservation.',
  beforePrevious: (date: string) =>
    `La nouvelle date ne peut pas précéder celle de l’échéance précédente (${date}).`,
  afterNext: (date: string) =>
    `La nouvelle date ne peut pas dépasser celle de l’échéance suivante (${date}).`,
  inThePast: 'La nouvelle date ne peut pas être dans le passé.',
} as const;

export const IDEMPOTENCY_MESSAGES = {
  keyReused: 'Cette clé d’idempotence a déjà servi pour une autre requête.',
} as const;

/** Issue 26: the company's accounts statements are imported into. */
export const COMPTE_ENCAISSEMENT_MESSAGES = {
  created: 'Compte enregistré',
  updated: 'Compte mis à jour',
  deactivated: 'Compte désactivé : ses relevés et ses lignes restent consultables.',
  nameTaken: 'Un compte porte déjà ce nom.',
  shapeLocked:
    'Ce compte a déjà des relevés importés : son type, son opérateur et sa devise ne peuvent plus changer. Créez un autre compte.',
} as const;

const lignes = (n: number, singulier: string, pluriel: string) => `${n} ${n > 1 ? pluriel : singulier}`;

/** Issue 26: importing a statement file (ADR 046). */
export const IMPORT_RELEVE_MESSAGES = {
  imported: (nouvelles: number, doublons: number) =>
    `Relevé importé : ${lignes(nouvelles, 'nouvelle ligne', 'nouvelles lignes')}, ${lignes(doublons, 'déjà importée', 'déjà importées')}.`,
  simulated: (nouvelles: number, doublons: number) =>
    `Simulation : ${lignes(nouvelles, 'nouvelle ligne', 'nouvelles lignes')}, ${lignes(doublons, 'déjà importée', 'déjà importées')}. Rien n’a été enregistré.`,
  fileMissing: 'Le relevé à importer est requis (champ « fichier » : CSV, camt.053 ou MT940).',
  fieldsFirst: 'Le compte et les options de l’import doivent précéder le fichier dans le formulaire envoyé.',
  notMultipart:
    'Le relevé doit être envoyé en multipart/form-data (champs compteId, simulation, mapping, fichier).',
  tooLarge: (mo: number) => `Le relevé dépasse la taille maximale acceptée (${mo} Mo).`,
  refused: (erreurs: number) =>
    `Le relevé est refusé (${lignes(erreurs, 'erreur', 'erreurs')}) : rien n’a été importé. Corrigez le fichier ou le paramétrage des colonnes, puis relancez l’import.`,
  accountUnknown: 'Ce compte n’existe pas.',
  accountInactive: 'Ce compte est désactivé : réactivez-le avant d’y importer un relevé.',
  mappingMissing:
    'Ce compte n’a pas encore de paramétrage des colonnes pour ses exports CSV : indiquez-le (champ « mapping ») pour ce premier import.',
  wrongCurrency: (fichier: string, compte: string, nom: string) =>
    `Ce relevé est en ${fichier} : le compte « ${nom} » est en ${compte}. Choisissez le compte de ce relevé.`,
  wrongAccount: (fichier: string, nom: string, numero: string) =>
    `Ce relevé est celui du compte ${fichier}, pas du compte « ${nom} » (${numero}). Choisissez le compte de ce relevé.`,
} as const;

/** Issue 26: staff's decisions on a statement line (ADR 047). */
export const LIGNE_RELEVE_MESSAGES = {
  setAside: 'Ligne écartée',
  assigned: 'Crédit affecté : le paiement est enregistré et validé, son reçu est émis.',
  validated: 'Paiement validé sur la foi du relevé',
  notWaiting: 'Cette ligne n’est plus à rapprocher : elle a déjà été rapprochée, affectée ou écartée.',
  notCredit: 'Seul un crédit peut être affecté à une réservation.',
  reversal: 'Cette ligne est une contre-passation : elle ne paie aucune réservation.',
  notDollars: (devise: string) =>
    `Cette ligne est en ${devise} : seuls les crédits en dollars (USD) peuvent être affectés, comme les paiements.`,
  notLinked: 'Cette ligne n’est rapprochée d’aucun paiement : affectez-la à une réservation.',
  alreadyValidated: 'Le paiement rapproché de cette ligne est déjà validé.',
} as const;

/** Issue 26: payments staff record, received at the cash office or seen on a statement. */
export const PAIEMENT_ENREGISTRE_MESSAGES = {
  recorded: 'Paiement enregistré et validé : son reçu est émis.',
  reservationUnknown: 'Cette réservation n’existe pas.',
  notRunning: 'Cette réservation n’est plus en cours (annulée ou expirée) : elle n’accepte plus de paiement.',
  inTheFuture: 'La date du paiement ne peut pas être dans le futur.',
  beforeReservation: (jour: string) =>
    `La date du paiement ne peut pas précéder la réservation (faite le ${jour}).`,
  exceedsRemaining: (reste: string) =>
    `Le montant dépasse ce qui reste à payer sur cette réservation (${reste}).`,
  cashDayClosed: (jour: string) =>
    `La caisse du ${jour} est clôturée : aucun paiement en espèces ne peut plus y être enregistré.`,
} as const;

/** Issue 26: the cash office's day. */
export const CAISSE_MESSAGES = {
  closed: (jour: string) => `Journée de caisse du ${jour} clôturée.`,
  alreadyClosed: (jour: string) => `La caisse du ${jour} est déjà clôturée.`,
  future: 'Une journée à venir ne peut pas être clôturée.',
} as const;
