// The whole product's tables, designed once (issue 2); later issues add behaviour, not shape.
// Money is integer cents (bigint), never float. Enumerations are text columns guarded by CHECK
// constraints built from the shared domain lists, so the database and the code share one list.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
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
  NOTIFICATION_TYPES,
  OPERATEURS_MOBILE_MONEY,
  PAIEMENT_METHODES,
  PAIEMENT_STATUTS,
  PLOT_STATUTS,
  RESERVATION_STATUTS,
  ROLES,
} from '@parcelles/shared/domain';
import type { ImageVariante } from '@parcelles/shared/contracts/parcelles';

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
    datePaiement: timestamp('date_paiement', { withTimezone: true }).notNull().defaultNow(),
    traiteParId: uuid('traite_par_id').references(() => users.id, { onDelete: 'set null' }),
    traiteLe: timestamp('traite_le', { withTimezone: true }),
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

/** Files of a payment proof; the bytes live in the storage driver under `cle`. */
export const preuves = pgTable(
  'preuves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paiementId: uuid('paiement_id')
      .notNull()
      .references(() => paiements.id, { onDelete: 'cascade' }),
    cle: text('cle').notNull(),
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
    envoyeLe: timestamp('envoye_le', { withTimezone: true }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('email_outbox_pending_idx')
      .on(t.prochaineTentative)
      .where(sql`${t.statut} = 'EN_ATTENTE'`),
    check('email_outbox_statut_check', oneOf(t.statut, ['EN_ATTENTE', 'ENVOYE', 'ECHEC'])),
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
