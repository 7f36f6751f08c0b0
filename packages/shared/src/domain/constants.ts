/** Business constants and limits of spec §9 (and DESIGN §4), named once for web and API alike. */

export const CURRENCY = 'USD';
export const LOCALE = 'fr-CD';
/** The city is in Lubumbashi: dates render in its zone so server mails and browsers agree. */
export const APP_TIME_ZONE = 'Africa/Lubumbashi';

export const FEATURED_PLOTS_COUNT = 6;
export const SIMILAR_PLOTS_COUNT = 4;
export const SIMILARITY_TOLERANCE = 0.3;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_FIRST_PAGE = 1;
export const FILTER_DEBOUNCE_MS = 500;

export const MAP_ZOOM = { min: 0.5, max: 3, buttonStep: 0.2, wheelStep: 0.1 } as const;
export const MAP_DRAG_THRESHOLD_PX = 6;
export const MAP_TOUCH_AUTO_CLICK_MS = 2000;
export const MAP_POPUP_HIDE_DELAY_MS = { default: 300, leavingPopup: 150 } as const;
export const MAP_GRID = { width: 80_000, height: 60_000 } as const;
export const MAP_CANVAS = { width: 800, height: 600 } as const;

export const TOAST_DURATION_MS = { default: 4000, success: 2000, loading: Infinity } as const;
export const TOAST_MAX_VISIBLE = 20;
export const NOTIFICATION_BADGE_CAP = 99;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const SAVED_NOTICE_MS = 3000;
export const HERO_SLIDER = { speedMs: 700, autoplayMs: 4000, autoplayMobileMs: 5000 } as const;
export const MESSAGING_BUTTON = { showAfterMs: 1500, hintAfterMs: 2000, hintDurationMs: 4000 } as const;

export const TOKEN_REFRESH_THRESHOLD_S = 300;
export const API_TIMEOUT_MS = 150_000;
export const MOBILE_BREAKPOINT_PX = 768;

export const PROOF_FILES = {
  maxCount: 5,
  maxSizeBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;
export const MAX_PAYMENT_AMOUNT = 10_000_000;
export const MIN_PAYMENT_AMOUNT = 0.01;
/** The proof form flags an amount above this multiple of the reservation total. */
export const SUSPICIOUS_AMOUNT_FACTOR = 2;
export const REFUND_WINDOW_DAYS = 30;

/** Default of the RESERVATION_HOLD_DAYS setting (DESIGN §4), which every hold text derives from. */
export const DEFAULT_RESERVATION_HOLD_DAYS = 7;
export const DEFAULT_EXTENSION_DAYS = 7;
export const MAX_PENDING_RESERVATIONS = 3;
/**
 * ADR 019: payments of one reservation waiting for staff at once (SOUMIS, or awaiting the answer to
 * a complement request). Above 1, since an instalment plan may be paid ahead of the review.
 */
export const MAX_PROOFS_UNDER_REVIEW = 3;
export const EXPIRY_REMINDER_HOURS = 24;
/** What buyers are promised: a proof is reviewed within 24 to 48 hours (spec §2). */
export const PROOF_REVIEW_HOURS = { promised: 24, max: 48 } as const;

export const COMMENT_MAX_LENGTH = 500;
export const NAME_LENGTH = { min: 2, max: 50 } as const;
export const PASSWORD_MIN_LENGTH = { login: 6, register: 8 } as const;
export const PHONE_LENGTH = { min: 8, max: 15 } as const;
/** A reservation's contact phone is checked for presence only (the account's may predate any rule). */
export const CONTACT_PHONE_MAX_LENGTH = 30;

export const STORAGE_KEYS = { authToken: 'authToken', user: 'user', theme: 'theme' } as const;
export const DEFAULT_THEME = 'light';

/**
 * GET /auth/profile answers a renewed bearer token in this header (ADR 006). Here rather than in
 * the auth contract so the web client reads it without loading zod.
 */
export const REFRESHED_TOKEN_HEADER = 'x-auth-token';
