// Every query key of the app, in one place: a mutation invalidates by the same names the queries
// were cached under, and features (which cannot import each other) agree on them through here.
// A key starts with its resource, so invalidating `all` refreshes every query of that resource.

export const queryKeys = {
  auth: {
    profile: ['auth', 'profile'] as const,
    verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
  },
  parcelles: {
    /** Every plot query: a hold or a cancellation changes statuses everywhere. */
    all: ['parcelles'] as const,
    list: (query: object) => ['parcelles', 'list', query] as const,
    detail: (id: string) => ['parcelles', 'detail', id] as const,
    similar: (id: string) => ['parcelles', 'similaires', id] as const,
    stats: ['parcelles', 'stats'] as const,
    search: (params: object) => ['parcelles', 'search', params] as const,
    cards: (filters: object) => ['parcelles', 'cards', filters] as const,
    mine: ['parcelles', 'miennes'] as const,
  },
  sitePlan: ['site-plan'] as const,
  reservations: {
    /** Every query of the buyer's reservations: a new hold, a cancellation or a payment refreshes them. */
    all: ['reservations'] as const,
    my: (query: object) => ['reservations', 'my', query] as const,
    // Outside 'reservations': a hold just made must not turn the wizard's success into 'non disponible'.
    availability: (parcelleId: string) => ['reservation-availability', parcelleId] as const,
  },
  /** The back office's views: a staff decision refreshes every one of them. */
  admin: {
    all: ['admin'] as const,
    paiementsQueue: (query: object) => ['admin', 'paiements', 'en-attente', query] as const,
    paiementsAll: (query: object) => ['admin', 'paiements', 'tous', query] as const,
    paiement: (id: string) => ['admin', 'paiements', 'detail', id] as const,
    paiementsStats: ['admin', 'paiements', 'stats'] as const,
    reservations: (query: object) => ['admin', 'reservations', 'list', query] as const,
    reservation: (id: string) => ['admin', 'reservations', 'detail', id] as const,
    reservationHistory: (id: string) => ['admin', 'reservations', 'historique', id] as const,
    reservationsStats: ['admin', 'reservations', 'stats'] as const,
    dashboard: ['admin', 'dashboard'] as const,
    /** The collections desk (issue 25): its figures and late payers, in one call. */
    recouvrement: ['admin', 'recouvrement'] as const,
    audit: (query: object) => ['admin', 'audit', query] as const,
    parcelles: (query: object) => ['admin', 'parcelles', 'list', query] as const,
    parcelle: (id: string) => ['admin', 'parcelles', 'detail', id] as const,
    parcelleHistory: (id: string) => ['admin', 'parcelles', 'historique', id] as const,
    utilisateurs: (query: object) => ['admin', 'utilisateurs', 'list', query] as const,
    utilisateur: (id: string) => ['admin', 'utilisateurs', 'detail', id] as const,
    utilisateurHistory: (id: string) => ['admin', 'utilisateurs', 'historique', id] as const,
    /** Issue 26, statements: the company's accounts and the statement lines (an import refreshes both). */
    releves: ['admin', 'releves'] as const,
    comptesEncaissement: ['admin', 'releves', 'comptes'] as const,
    lignesReleve: (query: object) => ['admin', 'releves', 'lignes', query] as const,
    /** Issue 26: the cash office's day (AAAA-MM-JJ); a payment recorded refreshes it with the rest. */
    caisse: (jour: string) => ['admin', 'caisse', jour] as const,
  },
  /** One payment and its conversation, as its buyer or staff read them (issue 12, ADR 016). */
  paiements: {
    all: ['paiements'] as const,
    detail: (id: string) => ['paiements', 'detail', id] as const,
    messages: (id: string) => ['paiements', 'messages', id] as const,
  },
  notifications: {
    /** The root of every notifications query: invalidating it refreshes the bell and the list. */
    all: ['notifications'] as const,
    list: (type: string | undefined) => ['notifications', 'list', { type }] as const,
    unreadCount: ['notifications', 'unread-count'] as const,
  },
  /** Issue 12: the public check of a receipt's code (its verdict never changes). */
  recus: {
    verification: (code: string) => ['recus', 'verification', code] as const,
  },
};

// --- The catalogue's tools (issue 11: a plot's pictures, the import) ----------------------------
/**
 * What a change of the catalogue made by staff (pictures added, reordered or removed, an import)
 * makes stale: every public plot view (map, lists, plot pages, similar plots), the site plan's
 * popups, and the back office's views (its plot list and pages, the dashboard's counts).
 */
export const CATALOGUE_QUERY_KEYS = [
  queryKeys.parcelles.all,
  queryKeys.sitePlan,
  queryKeys.admin.all,
] as const;

// --- Instalment plans (issue 12) -----------------------------------------------------------------
export const planQueryKeys = {
  /** Every plan query: a plan changed by an admin refreshes the wizard's choice and the back office. */
  all: ['plans-paiement'] as const,
  /** The plans that apply to a plot, each with its schedule for the plot's price (public). */
  forParcelle: (parcelleId: string) => ['plans-paiement', 'parcelle', parcelleId] as const,
  /** The back office's list, inactive plans included (ADMIN). */
  admin: ['plans-paiement', 'admin'] as const,
};
