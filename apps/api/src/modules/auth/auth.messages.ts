// The answers and refusals of the account rules, word for word what the user reads.
import { AppError } from '@parcelles/shared/errors';

export const AUTH_MESSAGES = {
  registered: (email: string) =>
    `Inscription réussie ! Un email de vérification a été envoyé à ${email}. Cliquez sur le lien qu'il contient pour activer votre compte.`,
  emailTaken: 'Cette adresse email est déjà utilisée',
  badCredentials: 'Email ou mot de passe incorrect.',
  disabled: 'Ce compte a été désactivé. Contactez le service client pour le réactiver.',
  loggedOut: 'Déconnexion réussie',
  profileUpdated: 'Profil mis à jour avec succès !',
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

export const emailTaken = () =>
  new AppError('CONFLICT', {
    status: 409,
    message: AUTH_MESSAGES.emailTaken,
    errors: { email: AUTH_MESSAGES.emailTaken },
  });
