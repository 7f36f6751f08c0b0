// Accounts as the contract shows them, and the account fields read the same way everywhere
// (sign-up, profile, the create-admin command): phones in E.164, e-mails compared without case.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { User } from '@parcelles/shared/contracts/auth';
import { isRole } from '@parcelles/shared/domain';
import { AppError, invalidData } from '@parcelles/shared/errors';
import { AUTH_MESSAGES } from '../mail/messages';
import type { UserRow } from './auth.repository';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    nom: row.nom,
    email: row.email,
    telephone: row.telephone,
    role: isRole(row.role) ? row.role : 'ACHETEUR',
    emailVerifie: row.emailVerifieLe !== null,
    dateCreation: row.createdAt.toISOString(),
    derniereConnexion: row.derniereConnexion?.toISOString() ?? null,
    rappelsSms: row.rappelsSms,
  };
}

/** E.164 ('+243812345678'); numbers without a country code are read as Congolese. */
export function toE164(telephone: string): string {
  const phone = parsePhoneNumberFromString(telephone, 'CD');
  if (!phone?.isValid()) throw invalidData({ telephone: AUTH_MESSAGES.invalidPhone });
  return phone.number;
}

/** An address already taken, said on the form's e-mail field. */
export const emailTaken = () =>
  new AppError('CONFLICT', {
    status: 409,
    message: AUTH_MESSAGES.emailTaken,
    errors: { email: AUTH_MESSAGES.emailTaken },
  });

/** The key rate limits count an address under. */
export const emailKey = (email: string) => email.trim().toLowerCase();
