/** Profile page forms (spec §5 Profile) and the PUT /auth/profile and /auth/change-password bodies. */
import type { z } from 'zod';
import { NAME_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/constants';
import {
  PHONE_PATTERN,
  formObject,
  matches,
  minLength,
  optionalText,
  requiredText,
  withConfirmation,
} from '../domain/fields';
import { PASSWORD_REQUIRED, PASSWORDS_DIFFER, emailSchema } from './auth';

export const profileUpdateSchema = formObject({
  nom: requiredText('Le nom complet est requis', [
    minLength(NAME_LENGTH.min, 'Le nom doit contenir au moins 2 caractères'),
  ]),
  email: emailSchema,
  /** Optional: a blank field reads as no phone number. */
  telephone: optionalText([matches(PHONE_PATTERN, 'Numéro de téléphone invalide')]),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const changePasswordRequestSchema = formObject({
  currentPassword: requiredText('Le mot de passe actuel est requis'),
  newPassword: requiredText(PASSWORD_REQUIRED, [
    minLength(PASSWORD_MIN_LENGTH.login, 'Le mot de passe doit contenir au moins 6 caractères'),
  ]),
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

export const changePasswordFormSchema = withConfirmation(
  changePasswordRequestSchema.extend({
    confirmPassword: requiredText('Veuillez confirmer le nouveau mot de passe'),
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
