// The whole product's tables, designed once (issue 2); later issues add behaviour, not shape.
// Money is integer cents (bigint), never float. Enumerations are text columns guarded by CHECK
// constraints built from the shared domain lists, so the database and the code share one list.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ACTIVE_RESERVATION_STATUTS,
  CATEGORIES,
  COMPTE_TYPES,
  LIGNE_SENS,
  LIGNE_STATUTS,
  NOTIFICATION_TYPES,
  OPERATEURS_MOBILE_MONEY,
  PAIEMENT_METHODES,
  PAIEMENT_STATUTS,
  PLOT_STATUTS,
  RAPPROCHEMENT_MODES,
  RELEVE_FORMATS,
  RESERVATION_STATUTS,
  ROLES,
} from '@parcelles/shared/domain';
import type { ImageVariante } from '@parcelles/shared/contracts/parcelles';
import type { MappingCsv } from '@parcelles/shared/contracts/releves';

const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const cents = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nom: text('nom').notNull(),
    email: text('email').notNull(),
    /** E.164, e.g. +243812345678. */
    telephone: text('telephone'),
    motDePasseHash: text('mot_de_passe_hash').notNull(),
    role: text('role').notNull().default('ACHETEUR'),
    emailVerifieLe: timestamp('email_verifie_le', { withTimezone: true }),
    actif: boolean('actif').notNull().default(true),
    derniereConnexion: timestamp('derniere_connexion', { withTimezone: true }),
    /** Issue 25: the reminders go by SMS too (to `telephone`) unless the user turned it off. */
    rappelsSms: boolean('rappels_sms').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // E-mail addresses are compared case-insensitively (issue 4).
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf(t.role, ROLES)),
  ],
);

/** Each bearer token names one row; logout and password changes revoke rows. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use e-mail verification and password reset tokens, stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.kind),
    check('auth_tokens_kind_check', oneOf(t.kind, ['VERIFICATION_EMAIL', 'REINITIALISATION', 'INVITATION'])),
  ],
);

export const parcelles = pgTable(
  'parcelles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numeroLot: text('numero_lot').notNull(),
    reference: text('reference'),
    surface: numeric('surface', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    prixCents: cents('prix_cents').notNull(),
    statut: text('statut').notNull().default('DISPONIBLE'),
    categorie: text('categorie'),
    adresse: text('adresse'),
    localisation: text('localisation'),
    description: text('description'),
    /** Position on the 80000 x 60000 site grid. */
    positionX: integer('position_x').notNull(),
    positionY: integer('position_y').notNull(),
    /** Set when validated payments reach the price (DESIGN.md §4). */
    proprietaireId: uuid('proprietaire_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Lower-cased, accent-free "lot + address + description", written by the repository: lets
     * 'kasai' find 'Kasaï' through one trigram index on both PostgreSQL and PGlite.
     */
    recherche: text('recherche').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    // One lot per number whatever the letter case: 'lot-12' and 'LOT-12' are the same lot (ADR 011).
    uniqueIndex('parcelles_numero_lot_key').on(sql`lower(${t.numeroLot})`),
    uniqueIndex('parcelles_reference_key').on(t.reference),
    index('parcelles_statut_created_idx').on(t.statut, t.createdAt),
    index('parcelles_statut_prix_idx').on(t.statut, t.prixCents),
    index('parcelles_statut_surface_idx').on(t.statut, t.surface),
    index('parcelles_categorie_idx').on(t.categorie, t.statut),
    index('parcelles_prix_idx').on(t.prixCents),
    index('parcelles_surface_idx').on(t.surface),
    index('parcelles_created_idx').on(t.createdAt),
    index('parcelles_proprietaire_idx').on(t.proprietaireId),
    index('parcelles_recherche_trgm_idx').using('gin', t.recherche.op('gin_trgm_ops')),
    index('parcelles_numero_lot_trgm_idx').using('gin', sql`lower(${t.numeroLot}) gin_trgm_ops`),
    check('parcelles_statut_check', oneOf(t.statut, PLOT_STATUTS)),
    check('parcelles_categorie_check', sql`${t.categorie} is null or ${oneOf(t.categorie, CATEGORIES)}`),
    check('parcelles_surface_check', sql`${t.surface} > 0`),
    check('parcelles_prix_check', sql`${t.prixCents} > 0`),
    check(
      'parcelles_position_check',
      sql`${t.positionX} between 0 and 80000 and ${t.positionY} between 0 and 60000`,
    ),
  ],
);

export const parcelleImages = pgTable(
  'parcelle_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parcelleId: uuid('parcelle_id')
      .notNull()
      .references(() => parcelles.id, { onDelete: 'cascade' }),
    /** Storage key of the original file as uploaded (or the demo photo); the public URL is derived from it. */
    cle: text('cle').notNull(),
    ordre: integer('ordre').notNull(),
    /**
     * The WebP sizes the site shows (IMAGE_TAILLES: card, gallery, full screen), each its own
     * storage key. Empty for a picture that has none: its original is shown at every size.
     */
    variantes: jsonb('variantes').$type<ImageVariante[]>().notNull().default([]),
    /** The original's content type, judged from its bytes at upload (JPEG, PNG or WebP): served as is. */
    typeMime: text('type_mime').notNull().default('image/webp'),
    createdAt: timestamps.createdAt,
  },
  (t) => [uniqueIndex('parcelle_images_ordre_key').on(t.parcelleId, t.ordre)],
);

/**
 * Instalment plans (issue 12, ADR 015): a deposit share, then monthly instalments. 'Comptant' (100 %,
 * no instalment) always exists and is the default. A plan applies to the categories and plots it
 * names, or to every plot when it names none.
 */
export const plansPaiement = pgTable(
  'plans_paiement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nom: text('nom').notNull(),
    /** The deposit's share of the price, in whole percent (1 to 100). */
    partAcompte: integer('part_acompte').notNull(),
    nombreMensualites: integer('nombre_mensualites').notNull(),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    parcelleIds: uuid('parcelle_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    actif: boolean('actif').notNull().default(true),
    /** The cash plan: exactly one, cannot be deleted or deactivated. */
    comptant: boolean('comptant').notNull().default(false),
    ordre: integer('ordre').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plans_paiement_nom_key').on(sql`lower(${t.nom})`),
    uniqueIndex('plans_paiement_un_comptant')
      .on(t.comptant)
      .where(sql`${t.comptant}`),
    check('plans_paiement_part_check', sql`${t.partAcompte} between 1 and 100`),
    check('plans_paiement_mensualites_check', sql`${t.nombreMensualites} between 0 and 120`),
    // 100 % up front is paying cash; anything less leaves instalments to pay.
    check('plans_paiement_forme_check', sql`(${t.partAcompte} = 100) = (${t.nombreMensualites} = 0)`),
    check('plans_paiement_comptant_check', sql`not ${t.comptant} or (${t.partAcompte} = 100 and ${t.actif})`),
    check('plans_paiement_nom_check', sql`char_length(${t.nom}) between 2 and 80`),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    parcelleId: uuid('parcelle_id')
      .notNull()
      .references(() => parcelles.id, { onDelete: 'restrict' }),
    /** The number people quote (RES-7K4P2Q): random, so the next one cannot be guessed (DESIGN.md §4). */
    reference: text('reference').notNull(),
    /** Step 1's name, e-mail and phone: who to call about this reservation (ADR 008). */
    contactNom: text('contact_nom').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactTelephone: text('contact_telephone'),
    statut: text('statut').notNull().default('EN_ATTENTE'),
    dateReservation: timestamp('date_reservation', { withTimezone: true }).notNull().defaultNow(),
    dateExpiration: timestamp('date_expiration', { withTimezone: true }),
    commentaire: text('commentaire'),
    commentaireAdmin: text('commentaire_admin'),
    /** The plot's price when reserved: later price edits do not change what the buyer owes. */
    montantTotalCents: cents('montant_total_cents').notNull(),
    rappelEnvoyeLe: timestamp('rappel_envoye_le', { withTimezone: true }),
    /** The plan chosen at reservation; its schedule is copied into `echeances` and kept (ADR 015). */
    planId: uuid('plan_id').references(() => plansPaiement.id, { onDelete: 'set null' }),
    planNom: text('plan_nom').notNull().default('Comptant'),
    ...timestamps,
  },
  (t) => [
    // At most one active reservation per plot: concurrent requests get one winner (DESIGN.md §4).
    uniqueIndex('reservations_une_active_par_parcelle')
      .on(t.parcelleId)
      .where(oneOf(t.statut, ACTIVE_RESERVATION_STATUTS)),
    uniqueIndex('reservations_reference_key').on(t.reference),
    check('reservations_reference_check', sql`${t.reference} ~ '^RES-[2-9A-HJ-NP-Z]{6}$'`),
    index('reservations_user_idx').on(t.userId, t.statut),
    index('reservations_parcelle_idx').on(t.parcelleId),
    index('reservations_expiration_idx')
      .on(t.dateExpiration)
      .where(sql`${t.statut} = 'EN_ATTENTE'`),
    // The staff's list sorts (GET /reservations `tri`): the first page reads only its rows.
    index('reservations_date_idx').on(t.dateReservation, t.id),
    index('reservations_date_expiration_idx').on(t.dateExpiration, t.id),
    index('reservations_montant_idx').on(t.montantTotalCents, t.id),
    check('reservations_statut_check', oneOf(t.statut, RESERVATION_STATUTS)),
    check('reservations_commentaire_check', sql`char_length(${t.commentaire}) <= 500`),
    check('reservations_montant_check', sql`${t.montantTotalCents} > 0`),
  ],
);

/**
 * A reservation's schedule (échéancier), fixed when it is made: amounts in cents add up to
 * `montant_total_cents`. What was paid against each is derived from the validated payments,
 * oldest instalment first (shared domain `allocatePayments`).
 */
export const echeances = pgTable(
  'echeances',
  {
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** 1 is the deposit (or the whole price on the cash plan). */
    numero: integer('numero').notNull(),
    /** A calendar day in Lubumbashi. */
    dateEcheance: date('date_echeance', { mode: 'string' }).notNull(),
    montantCents: cents('montant_cents').notNull(),
    /** Set once each: the reminder 3 days before and the one on the day (issue 12). */
    rappelAvantLe: timestamp('rappel_avant_le', { withTimezone: true }),
    rappelJourLe: timestamp('rappel_jour_le', { withTimezone: true }),
    /** When the instalment, overdue past the setting, was flagged to staff. */
    signaleLe: timestamp('signale_le', { withTimezone: true }),
    /**
     * Issue 25: the reminders after the due day (INSTALMENT_REMINDERS_AFTER_DAYS): how many days
     * late the last one was sent for, and when. Each is sent once; a later one only for more days.
     */
    rappelApresJours: integer('rappel_apres_jours'),
    rappelApresLe: timestamp('rappel_apres_le', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.numero] }),
    index('echeances_date_idx').on(t.dateEcheance),
    check('echeances_numero_check', sql`${t.numero} >= 1`),
    check('echeances_montant_check', sql`${t.montantCents} > 0`),
  ],
);

export const paiements = pgTable(
  'paiements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    montantCents: cents('montant_cents').notNull(),
    methode: text('methode').notNull(),
    statut: text('statut').notNull().default('SOUMIS'),
    referencePaiement: text('reference_paiement'),
    /** MOBILE_MONEY only (ADR 014): the operator the transaction id belongs to. */
    operateur: text('operateur'),
    commentaire: text('commentaire'),
    commentaireAdmin: text('commentaire_admin'),
    /** When the buyer declared it (sent its first proofs); later answers and new proofs leave it. */
    datePaiement: timestamp('date_paiement', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When its proofs were last sent back for review (new proofs, an answer to staff); null while
     * the declaration is the last. Review delays and the complement pause read
     * `coalesce(soumis_le, date_paiement)` (db/payment-state.ts `sentForReviewAt`, ADR 016).
     */
    soumisLe: timestamp('soumis_le', { withTimezone: true }),
    traiteParId: uuid('traite_par_id').references(() => users.id, { onDelete: 'set null' }),
    traiteLe: timestamp('traite_le', { withTimezone: true }),
    /**
     * Issue 26: the staff member who recorded it, received at the cash office or seen on a
     * statement (validated at once); null for the proofs buyers declare.
     */
    enregistreParId: uuid('enregistre_par_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('paiements_reservation_idx').on(t.reservationId),
    index('paiements_user_idx').on(t.userId),
    index('paiements_statut_idx').on(t.statut, t.createdAt),
    // The staff's list (newest first) and queue (SOUMIS, oldest first).
    index('paiements_date_idx').on(t.datePaiement, t.id),
    index('paiements_statut_date_idx').on(t.statut, t.datePaiement),
    // 'Reference already used': the same reference, letter case and spaces ignored.
    index('paiements_reference_norm_idx')
      .on(sql`lower(regexp_replace(${t.referencePaiement}, '[[:space:]]', '', 'g'))`)
      .where(sql`${t.referencePaiement} is not null`),
    // ADR 014: one mobile money transaction pays one payment. A rejected or cancelled payment
    // releases its id (staff still see the reuse through the flag above).
    uniqueIndex('paiements_mobile_money_transaction_key')
      .on(t.operateur, sql`upper(regexp_replace(${t.referencePaiement}, '[[:space:]]', '', 'g'))`)
      .where(sql`${t.methode} = 'MOBILE_MONEY' and ${t.statut} not in ('REJETE', 'ANNULE')`),
    check('paiements_statut_check', oneOf(t.statut, PAIEMENT_STATUTS)),
    check('paiements_methode_check', oneOf(t.methode, PAIEMENT_METHODES)),
    check(
      'paiements_operateur_check',
      sql`(${t.methode} = 'MOBILE_MONEY') = (${t.operateur} is not null) and (${t.operateur} is null or ${oneOf(t.operateur, OPERATEURS_MOBILE_MONEY)})`,
    ),
    check(
      'paiements_mobile_money_reference_check',
      sql`${t.methode} <> 'MOBILE_MONEY' or ${t.referencePaiement} is not null`,
    ),
    check('paiements_montant_check', sql`${t.montantCents} > 0 and ${t.montantCents} <= 1000000000`),
    check('paiements_commentaire_check', sql`char_length(${t.commentaire}) <= 500`),
  ],
);

/**
 * Issue 26: the company's accounts buyers pay into (a bank account, or an operator's business
 * account), each with the mapping its CSV exports are read with (ADR 046).
 */
export const comptesEncaissement = pgTable(
  'comptes_encaissement',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nom: text('nom').notNull(),
    type: text('type').notNull(),
    /** MOBILE_MONEY only: the operator (MPESA, ORANGE_MONEY, AIRTEL_MONEY). */
    operateur: text('operateur'),
    /** ISO 4217. */
    devise: text('devise').notNull().default('USD'),
    /** IBAN, account number or merchant code, checked against a statement that states its account. */
    numero: text('numero'),
    /** How its CSV exports read (mappingCsvSchema), saved so the next import is one click. */
    mappingCsv: jsonb('mapping_csv').$type<MappingCsv>(),
    actif: boolean('actif').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('comptes_encaissement_nom_key').on(sql`lower(${t.nom})`),
    check('comptes_encaissement_type_check', oneOf(t.type, COMPTE_TYPES)),
    check(
      'comptes_encaissement_operateur_check',
      sql`(${t.type} = 'MOBILE_MONEY') = (${t.operateur} is not null) and (${t.operateur} is null or ${oneOf(t.operateur, OPERATEURS_MOBILE_MONEY)})`,
    ),
    check('comptes_encaissement_devise_check', sql`${t.devise} ~ '^[A-Z]{3}$'`),
    check('comptes_encaissement_nom_check', sql`char_length(${t.nom}) between 2 and 80`),
  ],
);

/** Issue 26: one import of a statement file into an account (only imports that brought lines). */
export const releves = pgTable(
  'releves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    compteId: uuid('compte_id')
      .notNull()
      .references(() => comptesEncaissement.id, { onDelete: 'restrict' }),
    nomFichier: text('nom_fichier').notNull(),
    format: text('format').notNull(),
    /** sha256 (hex) of the file's bytes. */
    empreinte: text('empreinte').notNull(),
    /** Lines the file held, those it brought, and those already recorded by an earlier import. */
    lignes: integer('lignes').notNull(),
    nouvelles: integer('nouvelles').notNull(),
    doublons: integer('doublons').notNull(),
    /** The days its lines cover (booking days). */
    du: date('du', { mode: 'string' }),
    au: date('au', { mode: 'string' }),
    importeParId: uuid('importe_par_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    // "Absent du relevé": has an account's statement covered a day after this one?
    index('releves_compte_au_idx').on(t.compteId, t.au),
    index('releves_empreinte_idx').on(t.compteId, t.empreinte),
    check('releves_format_check', oneOf(t.format, RELEVE_FORMATS)),
    check('releves_lignes_check', sql`${t.lignes} >= 0 and ${t.nouvelles} >= 0 and ${t.doublons} >= 0`),
  ],
);

/**
 * Issue 26: each movement of an account as its statement reported it, recorded once however often
 * its file is imported (the account and `cle_doublon`, ADR 046). A credit is matched to the payment
 * it pays, or waits for staff (ADR 047); a debit is kept, never matched.
 */
export const lignesReleve = pgTable(
  'lignes_releve',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The import that brought it. */
    releveId: uuid('releve_id')
      .notNull()
      .references(() => releves.id, { onDelete: 'restrict' }),
    compteId: uuid('compte_id')
      .notNull()
      .references(() => comptesEncaissement.id, { onDelete: 'restrict' }),
    cleDoublon: text('cle_doublon').notNull(),
    numeroLigne: integer('numero_ligne').notNull(),
    dateOperation: date('date_operation', { mode: 'string' }).notNull(),
    dateValeur: date('date_valeur', { mode: 'string' }),
    montantCents: cents('montant_cents').notNull(),
    sens: text('sens').notNull(),
    devise: text('devise').notNull(),
    libelle: text('libelle').notNull().default(''),
    contrepartie: text('contrepartie'),
    referenceBanque: text('reference_banque'),
    referenceClient: text('reference_client'),
    /** A reversal of an earlier movement: never matched to a payment. */
    annulation: boolean('annulation').notNull().default(false),
    statut: text('statut').notNull().default('A_RAPPROCHER'),
    /** The payment it pays: one line pays one payment. */
    paiementId: uuid('paiement_id').references(() => paiements.id, { onDelete: 'restrict' }),
    /** A reservation its text names, when no payment of it could be linked. */
    reservationSuggereeId: uuid('reservation_suggeree_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    rapprochement: text('rapprochement'),
    /** Why staff set it aside. */
    motifEcart: text('motif_ecart'),
    /** The staff member who set it aside or assigned it, and when (null for automatic links). */
    traiteParId: uuid('traite_par_id').references(() => users.id, { onDelete: 'set null' }),
    traiteLe: timestamp('traite_le', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('lignes_releve_cle_key').on(t.compteId, t.cleDoublon),
    uniqueIndex('lignes_releve_paiement_key')
      .on(t.paiementId)
      .where(sql`${t.paiementId} is not null`),
    // The staff's lists: by status then day, by account then day, and the matching's candidates.
    index('lignes_releve_statut_date_idx').on(t.statut, t.dateOperation, t.id),
    index('lignes_releve_compte_date_idx').on(t.compteId, t.dateOperation),
    index('lignes_releve_date_idx').on(t.dateOperation, t.id),
    index('lignes_releve_a_rapprocher_idx')
      .on(t.montantCents)
      .where(sql`${t.statut} = 'A_RAPPROCHER'`),
    index('lignes_releve_releve_idx').on(t.releveId),
    check('lignes_releve_montant_check', sql`${t.montantCents} > 0`),
    check('lignes_releve_sens_check', oneOf(t.sens, LIGNE_SENS)),
    check('lignes_releve_statut_check', oneOf(t.statut, LIGNE_STATUTS)),
    check('lignes_releve_devise_check', sql`${t.devise} ~ '^[A-Z]{3}$'`),
    // Debits are kept apart; only a credit is matched, set aside or waits.
    check('lignes_releve_debit_check', sql`(${t.sens} = 'DEBIT') = (${t.statut} = 'DEBIT')`),
    check(
      'lignes_releve_rapprochee_check',
      sql`(${t.statut} = 'RAPPROCHEE') = (${t.paiementId} is not null) and (${t.paiementId} is null) = (${t.rapprochement} is null)`,
    ),
    check(
      'lignes_releve_rapprochement_check',
      sql`${t.rapprochement} is null or ${oneOf(t.rapprochement, RAPPROCHEMENT_MODES)}`,
    ),
    check(
      'lignes_releve_ecart_check',
      sql`(${t.statut} = 'ECARTEE') = (${t.motifEcart} is not null) and (${t.motifEcart} is null or char_length(${t.motifEcart}) between 1 and 500)`,
    ),
  ],
);

/**
 * Issue 26: a cash office day closed by staff (a calendar day in Lubumbashi): how many cash
 * payments were recorded on it and their total, fixed when closed; no cash payment may be dated
 * on it afterwards.
 */
export const cloturesCaisse = pgTable(
  'clotures_caisse',
  {
    jour: date('jour', { mode: 'string' }).primaryKey(),
    closParId: uuid('clos_par_id').references(() => users.id, { onDelete: 'set null' }),
    closLe: timestamp('clos_le', { withTimezone: true }).notNull(),
    nombre: integer('nombre').notNull(),
    totalCents: cents('total_cents').notNull(),
  },
  (t) => [check('clotures_caisse_totaux_check', sql`${t.nombre} >= 0 and ${t.totalCents} >= 0`)],
);

/** Files of a payment proof; the bytes live in the storage driver under `cle`. */
export const preuves = pgTable(
  'preuves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paiementId: uuid('paiement_id')
      .notNull()
      .references(() => paiements.id, { onDelete: 'cascade' }),
    cle: text('cle').notNull(),
    /** Set when the file came with a message of the payment's conversation (issue 12). */
    messageId: uuid('message_id').references((): AnyPgColumn => paiementMessages.id, {
      onDelete: 'set null',
    }),
    nomFichier: text('nom_fichier').notNull(),
    typeMime: text('type_mime').notNull(),
    tailleOctets: integer('taille_octets').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('preuves_cle_key').on(t.cle),
    index('preuves_paiement_idx').on(t.paiementId),
    check('preuves_type_check', oneOf(t.typeMime, ['image/jpeg', 'image/png', 'application/pdf'])),
    check('preuves_taille_check', sql`${t.tailleOctets} between 1 and 10485760`),
  ],
);

/**
 * The conversation on a payment (issue 12): staff ask for more ('Demander un complément'), the buyer
 * answers with text and optionally files (rows of `preuves` pointing here).
 */
export const paiementMessages = pgTable(
  'paiement_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paiementId: uuid('paiement_id')
      .notNull()
      .references(() => paiements.id, { onDelete: 'cascade' }),
    auteurId: uuid('auteur_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who spoke, as the buyer sees it: the buyer or the sales team. */
    cote: text('cote').notNull(),
    /** True on staff's 'Demander un complément', which sends the payment back to EN_ATTENTE. */
    demandeComplement: boolean('demande_complement').notNull().default(false),
    message: text('message').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('paiement_messages_paiement_idx').on(t.paiementId, t.createdAt),
    check('paiement_messages_cote_check', oneOf(t.cote, ['ACHETEUR', 'EQUIPE'])),
    check('paiement_messages_message_check', sql`char_length(${t.message}) between 1 and 2000`),
  ],
);

/**
 * Receipts (issue 12): one per validated payment, numbered without gaps (the `compteurs` row
 * 'recus' is incremented in the validating transaction), verifiable by an unguessable code.
 */
export const recus = pgTable(
  'recus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numero: integer('numero').notNull(),
    /** Random, at least 80 bits; the QR code and the printed short code carry it. */
    code: text('code').notNull(),
    paiementId: uuid('paiement_id')
      .notNull()
      .references(() => paiements.id, { onDelete: 'restrict' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    montantCents: cents('montant_cents').notNull(),
    emisLe: timestamp('emis_le', { withTimezone: true }).notNull().defaultNow(),
    /** What the receipt says, fixed when issued: buyer, plot, method, reference, instalments, balance. */
    contenu: jsonb('contenu').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('recus_numero_key').on(t.numero),
    uniqueIndex('recus_code_key').on(t.code),
    uniqueIndex('recus_paiement_key').on(t.paiementId),
    index('recus_reservation_idx').on(t.reservationId),
    check('recus_numero_check', sql`${t.numero} >= 1`),
  ],
);

/** Gap-free counters (receipt numbers): read and incremented under the row lock of the transaction. */
export const compteurs = pgTable('compteurs', {
  cle: text('cle').primaryKey(),
  valeur: integer('valeur').notNull().default(0),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titre: text('titre').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    lue: boolean('lue').notNull().default(false),
    dateEnvoi: timestamp('date_envoi', { withTimezone: true }).notNull().defaultNow(),
    /** Ids the screen links to (reservationId, paiementId, parcelleId). */
    donnees: jsonb('donnees').$type<Record<string, string>>(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.lue, t.dateEnvoi),
    check('notifications_type_check', oneOf(t.type, NOTIFICATION_TYPES)),
  ],
);

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    acteurId: uuid('acteur_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entite: text('entite').notNull(),
    entiteId: text('entite_id'),
    /** The changed fields' values before and after the change. */
    avant: jsonb('avant').$type<Record<string, unknown>>(),
    apres: jsonb('apres').$type<Record<string, unknown>>(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('audit_events_entite_idx').on(t.entite, t.entiteId),
    index('audit_events_created_idx').on(t.createdAt),
    index('audit_events_acteur_idx').on(t.acteurId, t.createdAt),
  ],
);

/** Mails are written here in the same transaction as the change they report, then sent with retries. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    destinataire: text('destinataire').notNull(),
    sujet: text('sujet').notNull(),
    texte: text('texte').notNull(),
    html: text('html').notNull(),
    statut: text('statut').notNull().default('EN_ATTENTE'),
    tentatives: integer('tentatives').notNull().default(0),
    prochaineTentative: timestamp('prochaine_tentative', { withTimezone: true }).notNull().defaultNow(),
    derniereErreur: text('derniere_erreur'),
    /** Attachments made when the mail is sent, e.g. [{ type: 'recu', id }] (issue 12). */
    piecesJointes: jsonb('pieces_jointes').$type<{ type: 'recu'; id: string }[]>().notNull().default([]),
    envoyeLe: timestamp('envoye_le', { withTimezone: true }),
    /**
     * Issue 27: the Message-ID header, given on the first attempt and kept, so a mail sent again
     * after a crash is the same message to its receiver (ADR 049).
     */
    messageId: text('message_id'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('email_outbox_pending_idx')
      .on(t.prochaineTentative)
      .where(sql`${t.statut} = 'EN_ATTENTE'`),
    // The retention purge's scan: sent and abandoned mails by age (ADR 049).
    index('email_outbox_done_idx')
      .on(t.createdAt)
      .where(sql`${t.statut} <> 'EN_ATTENTE'`),
    check('email_outbox_statut_check', oneOf(t.statut, ['EN_ATTENTE', 'ENVOYE', 'ECHEC'])),
  ],
);

/**
 * Issue 25: the SMS twin of `email_outbox`, written in the same transaction as the reminder it
 * carries and sent over SMPP with retries (modules/sms, ADR 044).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** International form, e.g. +243812345678. */
    destinataire: text('destinataire').notNull(),
    /** GSM 03.38 default alphabet, one SMS (160 septets at most). */
    texte: text('texte').notNull(),
    /**
     * The reservation and the reminder it carries (its instant, as recorded on the reservation or
     * the instalment): the collections desk reports which reminders went by SMS.
     */
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    rappelLe: timestamp('rappel_le', { withTimezone: true }),
    statut: text('statut').notNull().default('EN_ATTENTE'),
    tentatives: integer('tentatives').notNull().default(0),
    prochaineTentative: timestamp('prochaine_tentative', { withTimezone: true }).notNull().defaultNow(),
    derniereErreur: text('derniere_erreur'),
    /** The message_id the SMSC gave in its submit_sm_resp. */
    identifiantSmsc: text('identifiant_smsc'),
    envoyeLe: timestamp('envoye_le', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('sms_outbox_pending_idx')
      .on(t.prochaineTentative)
      .where(sql`${t.statut} = 'EN_ATTENTE'`),
    index('sms_outbox_reservation_idx').on(t.reservationId, t.rappelLe),
    check('sms_outbox_statut_check', oneOf(t.statut, ['EN_ATTENTE', 'ENVOYE', 'ECHEC'])),
  ],
);

/** A repeated request with the same Idempotency-Key gets the first answer back. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cle: text('cle').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    reponse: jsonb('reponse').notNull(),
    /** sha256 of the request (canonical JSON) the key first came with; null for older rows. */
    empreinteRequete: text('empreinte_requete'),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.cle] })],
);

/** Fixed-window counters behind the sign-in, sign-up and mail rate limits, shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  cle: text('cle').primaryKey(),
  compteur: integer('compteur').notNull(),
  reinitialiseLe: timestamp('reinitialise_le', { withTimezone: true }).notNull(),
});

/** Key-value settings: the site plan, the catalogue version behind public ETags, and later ones. */
export const settings = pgTable('settings', {
  cle: text('cle').primaryKey(),
  valeur: jsonb('valeur').notNull(),
  updatedAt: timestamps.updatedAt,
});
