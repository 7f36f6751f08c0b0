/**
 * Profile page forms (spec §5 Profile) and the PUT /auth/profile, /auth/profile/preferences and
 * /auth/change-password bodies.
 */
import { z } from 'zod';
import { NAME_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/constants';
import {
  PHONE_PATTERN,
  formObject,
  matches,
  maxLength,
  minLength,
  optionalText,
  requiredText,
  withConfirmation,
} from '../domain/fields';
import {
  NAME_TOO_LONG,
  PASSWORD_MAX_LENGTH,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORDS_DIFFER,
  emailSchema,
} from './auth';

export const profileUpdateSchema = formObject({
  nom: requiredText('Le nom complet est requis', [
    minLength(NAME_LENGTH.min, 'Le nom doit contenir au moins 2 caractères'),
    maxLength(NAME_LENGTH.max, NAME_TOO_LONG),
  ]),
  email: emailSchema,
  /** Optional: a blank field reads as no phone number. */
  telephone: optionalText([matches(PHONE_PATTERN, 'Numéro de téléphone invalide')]),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Profile, Préférences (issue 25): the settings kept with the account, saved as each one changes. */
export const profilePreferencesSchema = formObject({
  rappelsSms: z.boolean({ error: 'Indiquez si vous souhaitez recevoir les rappels par SMS (oui ou non)' }),
});
export type ProfilePreferences = z.output<typeof profilePreferencesSchema>;

export const changePasswordRequestSchema = formObject({
  currentPassword: requiredText('Le mot de passe actuel est requis', [
    maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  ]),
  newPassword: requiredText(PASSWORD_REQUIRED, [
    minLength(PASSWORD_MIN_LENGTH.login, 'Le mot de passe doit contenir au moins 6 caractères'),
    maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
  ]),
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

export const changePasswordFormSchema = withConfirmation(
  changePasswordRequestSchema.extend({
    confirmPassword: requiredText('Veuillez confirmer le nouveau mot de passe', [
      maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
    ]),
  }),
  'newPassword',
  'confirmPassword',
  PASSWORDS_DIFFER,
);
export type ChangePasswordForm = z.output<typeof changePasswordFormSchema>;

export const toChangePasswordRequest = ({
  currentPassword,
  newPassword,
}: ChangePasswordForm): ChangePasswordRequest => ({ currentPassword, newPassword });
