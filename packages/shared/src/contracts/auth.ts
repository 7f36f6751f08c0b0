/** Account forms and requests (spec §5 Login, Registration; DESIGN §4 Accounts). */
import { z } from 'zod';
import { NAME_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/constants';
import { ROLES } from '../domain/role';
import {
  PHONE_PATTERN,
  emailField,
  formObject,
  matches,
  maxLength,
  minLength,
  mustBeTrue,
  requiredText,
  withConfirmation,
} from '../domain/fields';

export const PASSWORD_REQUIRED = 'Le mot de passe est requis';
export const PASSWORDS_DIFFER = 'Les mots de passe ne correspondent pas';

/** RFC 5321 caps an address at 254 characters; longer input is not an address. */
export const EMAIL_MAX_LENGTH = 254;
/** Far beyond any passphrase, and keeps hashing cost bounded. */
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_LONG = 'Le mot de passe ne peut pas dépasser 128 caractères';

export const NAME_TOO_LONG = 'Le nom ne peut pas dépasser 50 caractères';
/** Mailed tokens are 43 characters (32 random bytes, base64url); anything much longer is not one. */
export const TOKEN_MAX_LENGTH = 256;

export const emailSchema = emailField({
  required: "L'adresse email est requise",
  invalid: 'Adresse email invalide',
}).refine((email) => email.length <= EMAIL_MAX_LENGTH, { error: 'Adresse email invalide' });

export const nomSchema = requiredText('Le nom complet est requis', [
  minLength(NAME_LENGTH.min, 'Le nom doit contenir au moins 2 caractères'),
  maxLength(NAME_LENGTH.max, NAME_TOO_LONG),
]);

export const telephoneSchema = requiredText(
  'Le numéro de téléphone est requis',
  [matches(PHONE_PATTERN, 'Numéro de téléphone invalide')],
  { trim: true },
);

/** Passwords are never trimmed: spaces are legitimate characters of a secret. */
export const loginPasswordSchema = requiredText(PASSWORD_REQUIRED, [
  minLength(PASSWORD_MIN_LENGTH.login, 'Le mot de passe doit contenir au moins 6 caractères'),
  maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
]);

/** The strength every new password must have: at registration and on reset. */
export const passwordSchema = requiredText(PASSWORD_REQUIRED, [
  minLength(PASSWORD_MIN_LENGTH.register, 'Le mot de passe doit contenir au moins 8 caractères'),
  maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  [
    (v) => /\p{Lu}/u.test(v) && /\p{Ll}/u.test(v) && /\d/.test(v),
    'Le mot de passe doit contenir au moins une majuscule, une minuscule et un chiffre',
  ],
]);

export const confirmationSchema = requiredText('Veuillez confirmer votre mot de passe', [
  maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
]);

export const loginSchema = formObject({
  email: emailSchema,
  motDePasse: loginPasswordSchema,
  // A malformed flag only costs the longer session, so it falls back rather than blocking sign-in.
  rememberMe: z.boolean().optional().catch(false),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

export const registerRequestSchema = formObject({
  nom: nomSchema,
  email: emailSchema,
  telephone: telephoneSchema,
  motDePasse: passwordSchema,
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;

export const registerFormSchema = withConfirmation(
  registerRequestSchema.extend({
    confirmation: confirmationSchema,
    accepteConditions: mustBeTrue("Vous devez accepter les conditions d'utilisation"),
  }),
  'motDePasse',
  'confirmation',
  PASSWORDS_DIFFER,
);
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterForm = z.output<typeof registerFormSchema>;

export const forgotPasswordSchema = formObject({ email: emailSchema });
export type ForgotPasswordRequest = z.output<typeof forgotPasswordSchema>;

export const resendVerificationSchema = formObject({ email: emailSchema });
export type ResendVerificationRequest = z.output<typeof resendVerificationSchema>;

export const verifyEmailSchema = formObject({
  token: requiredText(
    'Lien de vérification invalide ou expiré.',
    [maxLength(TOKEN_MAX_LENGTH, 'Lien de vérification invalide ou expiré.')],
    { trim: true },
  ),
});
export type VerifyEmailRequest = z.output<typeof verifyEmailSchema>;

export const resetPasswordSchema = formObject({
  token: requiredText(
    'Lien de réinitialisation invalide ou expiré.',
    [maxLength(TOKEN_MAX_LENGTH, 'Lien de réinitialisation invalide ou expiré.')],
    { trim: true },
  ),
  motDePasse: passwordSchema,
});
export type ResetPasswordRequest = z.output<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = withConfirmation(
  resetPasswordSchema.extend({ confirmation: confirmationSchema }),
  'motDePasse',
  'confirmation',
  PASSWORDS_DIFFER,
);
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;

/** A signed-in user as every auth answer gives it (never the password hash). */
export const userSchema = z.object({
  id: z.string(),
  nom: z.string(),
  email: z.string(),
  /** E.164, e.g. '+243812345678'. */
  telephone: z.string().nullable(),
  role: z.enum(ROLES),
  emailVerifie: z.boolean(),
  dateCreation: z.string(),
  derniereConnexion: z.string().nullable(),
  /** Issue 25: the reminders also go by SMS to `telephone` (on unless the user turned it off). */
  rappelsSms: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** POST /auth/login: `data.token` is the bearer token, valid until `expiresAt`. */
export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export { REFRESHED_TOKEN_HEADER } from '../domain/constants';

/** The message of a refused sign-in on an unverified address; the client looks for 'non vérifiée'. */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  "Adresse email non vérifiée. Consultez votre boîte de réception ou renvoyez l'email de vérification.";
