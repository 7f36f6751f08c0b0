// The API error envelope and the French error catalogue of spec §8, shared by the server (which
// answers with these messages) and the web client (which falls back on them by status).

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PLOT_NOT_AVAILABLE',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_DISABLED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'IDEMPOTENCY_KEY_REUSED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Field -> message(s), as spec §5 "Server validation" describes. */
export type FieldErrors = Record<string, string | string[]>;

export interface ApiFailure {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldErrors;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
}

export const MESSAGES = {
  network: 'Erreur de connexion. Veuillez vérifier votre connexion internet.',
  unauthorized: 'Accès non autorisé. Veuillez vous connecter.',
  forbidden: "Vous n'avez pas les permissions nécessaires.",
  notFound: 'Ressource non trouvée.',
  invalid: 'Données invalides. Veuillez vérifier vos informations.',
  rateLimited: 'Trop de requêtes. Veuillez patienter avant de réessayer.',
  busy: 'Le serveur est très sollicité. Veuillez réessayer dans quelques instants.',
  server: 'Erreur serveur. Veuillez réessayer plus tard.',
  other: 'Une erreur est survenue',
  requestSetup: 'Erreur de configuration de la requête',
  plotNotAvailable: "Cette parcelle n'est plus disponible à la réservation.",
  payloadTooLarge: 'Le fichier envoyé est trop volumineux.',
  unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
} as const;

/** Spec §8: the message shown for a status when the server gives none. */
export function messageForStatus(status: number): string {
  if (status === 401) return MESSAGES.unauthorized;
  if (status === 403) return MESSAGES.forbidden;
  if (status === 404) return MESSAGES.notFound;
  if (status === 400 || status === 422) return MESSAGES.invalid;
  if (status === 429) return MESSAGES.rateLimited;
  if (status >= 500 && status <= 504) return MESSAGES.server;
  return MESSAGES.other;
}

const DEFAULT_CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function codeForStatus(status: number): ErrorCode {
  return DEFAULT_CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR');
}

/**
 * The one error type services throw and the error handler shapes into an `ApiFailure`.
 * The web client rebuilds it from a failure envelope, so both sides speak the same error.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldErrors | undefined;

  constructor(code: ErrorCode, options: { status: number; message?: string; errors?: FieldErrors }) {
    super(options.message ?? messageForStatus(options.status));
    this.name = 'AppError';
    this.code = code;
    this.status = options.status;
    this.errors = options.errors;
  }

  toJSON(): ApiFailure {
    return {
      success: false,
      message: this.message,
      code: this.code,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const notFound = (message: string = MESSAGES.notFound) =>
  new AppError('NOT_FOUND', { status: 404, message });

export const invalidData = (errors: FieldErrors, message: string = MESSAGES.invalid) =>
  new AppError('VALIDATION_ERROR', { status: 400, message, errors });
