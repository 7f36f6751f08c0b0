// Account rules (issue 4, DESIGN.md §4 Accounts): registration with e-mail verification, sign-in on
// a verified address only, sessions that logout and password changes revoke, single-use mail links,
// and answers that never tell whether an address has an account.
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  EMAIL_NOT_VERIFIED_MESSAGE,
  type LoginData,
  type LoginResponse,
  type RegisterRequest,
  type ResendVerificationRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type User,
  type VerifyEmailRequest,
} from '@parcelles/shared/contracts/auth';
import type { ChangePasswordRequest, ProfileUpdate } from '@parcelles/shared/contracts/profile';
import { isRole } from '@parcelles/shared/domain';
import { AppError, invalidData } from '@parcelles/shared/errors';
import type { Database, Executor } from '../../db/client';
import { HOUR, MINUTE, type RateLimiter } from '../../plugins/rate-limit';
import { RESET_LINK_HOURS, VERIFICATION_LINK_HOURS } from '../mail/mail.templates';
import type { MailQueue } from '../mail/mail.service';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './auth.passwords';
import * as repo from './auth.repository';
import { createLinkToken, hashLinkToken, type TokenSigner } from './auth.tokens';

const DAY = 24 * HOUR;
export const SESSION_LIFETIME_MS = { default: DAY, rememberMe: 30 * DAY };
// The mails state these validities; both sides read the same constants.
const VERIFICATION_LIFETIME_MS = VERIFICATION_LINK_HOURS * HOUR;
const RESET_LIFETIME_MS = RESET_LINK_HOURS * HOUR;

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

export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

export interface AuthContext {
  user: repo.UserRow;
  session: NonNullable<Awaited<ReturnType<typeof repo.findLiveSession>>>['session'];
}

export function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    nom: row.nom,
    email: row.email,
    telephone: row.telephone,
    role: isRole(row.role) ? row.role : 'ACHETEUR',
    emailVerifie: row.emailVerifieLe !== null,
    dateCreation: row.createdAt.toISOString(),
    derniereConnexion: row.derniereConnexion?.toISOString() ?? null,
  };
}

/** E.164 ('+243812345678'); numbers without a country code are read as Congolese. */
export function toE164(telephone: string): string {
  const phone = parsePhoneNumberFromString(telephone, 'CD');
  if (!phone?.isValid()) throw invalidData({ telephone: AUTH_MESSAGES.invalidPhone });
  return phone.number;
}

const isUniqueViolation = (err: unknown) => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
};

const emailTaken = () =>
  new AppError('CONFLICT', {
    status: 409,
    message: AUTH_MESSAGES.emailTaken,
    errors: { email: AUTH_MESSAGES.emailTaken },
  });

const emailKey = (email: string) => email.trim().toLowerCase();

export interface AuthServiceDeps {
  db: Database;
  signer: TokenSigner;
  limiter: RateLimiter;
  mail: MailQueue;
}

export function createAuthService({ db, signer, limiter, mail }: AuthServiceDeps) {
  async function openSession(user: repo.UserRow, rememberMe: boolean, ctx: RequestContext) {
    const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS[rememberMe ? 'rememberMe' : 'default']);
    const session = await repo.insertSession(db, { userId: user.id, rememberMe, expiresAt, ...ctx });
    return { token: await signer.sign({ userId: user.id, sessionId: session.id }, expiresAt), expiresAt };
  }

  /**
   * Mails a verification link. A link sent again to the same address leaves the earlier ones valid
   * (the first mail may be the one the user opens); `replace` voids them, for a new address: a link
   * mailed to the old one must not verify it.
   */
  async function sendVerification(
    tx: Executor,
    user: Pick<repo.UserRow, 'id' | 'nom' | 'email'>,
    { replace }: { replace: boolean },
  ) {
    const { token, hash } = createLinkToken();
    const values = {
      userId: user.id,
      kind: 'VERIFICATION_EMAIL' as const,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + VERIFICATION_LIFETIME_MS),
    };
    await (replace ? repo.replaceLinkToken(tx, values) : repo.insertLinkToken(tx, values));
    await mail.queue(tx, user.email, 'verification', { nom: user.nom, token });
  }

  return {
    async register(input: RegisterRequest, ctx: RequestContext): Promise<{ email: string; message: string }> {
      await limiter.check({ key: `register:ip:${ctx.ip}`, max: 10, windowMs: HOUR });
      const telephone = toE164(input.telephone);
      if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
      const motDePasseHash = await hashPassword(input.motDePasse);
      try {
        await db.transaction(async (tx) => {
          const user = await repo.insertUser(tx, {
            nom: input.nom,
            email: input.email,
            telephone,
            motDePasseHash,
          });
          await sendVerification(tx, user, { replace: false });
          await repo.recordAudit(tx, {
            acteurId: user.id,
            action: 'INSCRIPTION',
            entiteId: user.id,
            ip: ctx.ip,
          });
        });
      } catch (err) {
        // Two sign-ups with one address at the same instant: the unique index keeps one.
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
      mail.kick();
      return { email: input.email, message: AUTH_MESSAGES.registered(input.email) };
    },

    async login(input: LoginData, ctx: RequestContext): Promise<LoginResponse> {
      await limiter.check(
        { key: `login:ip:${ctx.ip}`, max: 30, windowMs: 15 * MINUTE },
        { key: `login:email:${emailKey(input.email)}`, max: 10, windowMs: 15 * MINUTE },
      );
      const user = await repo.findUserByEmail(db, input.email);
      const valid = user
        ? await verifyPassword(user.motDePasseHash, input.motDePasse)
        : await verifyAgainstNothing(input.motDePasse);
      if (!user || !valid) {
        throw new AppError('UNAUTHORIZED', { status: 401, message: AUTH_MESSAGES.badCredentials });
      }
      if (!user.actif)
        throw new AppError('ACCOUNT_DISABLED', { status: 403, message: AUTH_MESSAGES.disabled });
      if (!user.emailVerifieLe) {
        throw new AppError('EMAIL_NOT_VERIFIED', { status: 403, message: EMAIL_NOT_VERIFIED_MESSAGE });
      }
      const { token, expiresAt } = await openSession(user, input.rememberMe ?? false, ctx);
      const updated = await repo.updateUser(db, user.id, { derniereConnexion: new Date() });
      await repo.recordAudit(db, { acteurId: user.id, action: 'CONNEXION', entiteId: user.id, ip: ctx.ip });
      return { token, expiresAt: expiresAt.toISOString(), user: toUser(updated) };
    },

    /** The live session a bearer token names, or null (bad signature, expired, revoked, disabled). */
    async authenticate(token: string): Promise<AuthContext | null> {
      const claims = await signer.verify(token);
      if (!claims) return null;
      const found = await repo.findLiveSession(db, claims.sessionId);
      if (!found || found.user.id !== claims.userId || !found.user.actif) return null;
      return found;
    },

    async logout(auth: AuthContext): Promise<string> {
      await repo.revokeSession(db, auth.session.id);
      return AUTH_MESSAGES.loggedOut;
    },

    /**
     * The profile; past half its lifetime the session is extended and a new token comes back, so a
     * user who keeps using the app is never signed out mid-task (ADR 006).
     */
    async getProfile(auth: AuthContext): Promise<{ user: User; refreshedToken?: string }> {
      const lifetime = SESSION_LIFETIME_MS[auth.session.rememberMe ? 'rememberMe' : 'default'];
      if (auth.session.expiresAt.getTime() - Date.now() > lifetime / 2) return { user: toUser(auth.user) };
      const expiresAt = new Date(Date.now() + lifetime);
      await repo.extendSession(db, auth.session.id, expiresAt);
      const refreshedToken = await signer.sign(
        { userId: auth.user.id, sessionId: auth.session.id },
        expiresAt,
      );
      return { user: toUser(auth.user), refreshedToken };
    },

    async updateProfile(auth: AuthContext, input: ProfileUpdate, ctx: RequestContext) {
      const telephone = input.telephone ? toE164(input.telephone) : null;
      const emailChanged = emailKey(input.email) !== emailKey(auth.user.email);
      if (emailChanged && (await repo.findUserByEmail(db, input.email))) throw emailTaken();
      try {
        const user = await db.transaction(async (tx) => {
          const updated = await repo.updateUser(tx, auth.user.id, {
            nom: input.nom,
            email: input.email,
            telephone,
            ...(emailChanged ? { emailVerifieLe: null } : {}),
          });
          if (emailChanged) {
            await sendVerification(tx, updated, { replace: true });
            await repo.recordAudit(tx, {
              acteurId: updated.id,
              action: 'CHANGEMENT_EMAIL',
              entiteId: updated.id,
              ip: ctx.ip,
              details: { ancien: auth.user.email, nouveau: updated.email },
            });
          }
          return updated;
        });
        if (emailChanged) mail.kick();
        return {
          user: toUser(user),
          message: emailChanged
            ? AUTH_MESSAGES.profileUpdatedNewEmail(user.email)
            : AUTH_MESSAGES.profileUpdated,
        };
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    async changePassword(
      auth: AuthContext,
      input: ChangePasswordRequest,
      ctx: RequestContext,
    ): Promise<string> {
      await limiter.check({ key: `password:user:${auth.user.id}`, max: 10, windowMs: 15 * MINUTE });
      if (!(await verifyPassword(auth.user.motDePasseHash, input.currentPassword))) {
        throw invalidData(
          { currentPassword: AUTH_MESSAGES.wrongCurrentPassword },
          AUTH_MESSAGES.wrongCurrentPassword,
        );
      }
      const motDePasseHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, auth.user.id, { motDePasseHash });
        // Other devices must sign in again; this one stays signed in.
        await repo.revokeUserSessions(tx, auth.user.id, auth.session.id);
        await mail.queue(tx, auth.user.email, 'motDePasseModifie', { nom: auth.user.nom, date: new Date() });
        await repo.recordAudit(tx, {
          acteurId: auth.user.id,
          action: 'MOT_DE_PASSE_MODIFIE',
          entiteId: auth.user.id,
          ip: ctx.ip,
        });
      });
      mail.kick();
      return AUTH_MESSAGES.passwordChanged;
    },

    async forgotPassword(input: ForgotPasswordRequest, ctx: RequestContext): Promise<string> {
      await limiter.check(
        { key: `forgot:ip:${ctx.ip}`, max: 10, windowMs: HOUR },
        { key: `forgot:email:${emailKey(input.email)}`, max: 5, windowMs: HOUR },
      );
      const user = await repo.findUserByEmail(db, input.email);
      if (user?.actif) {
        const { token, hash } = createLinkToken();
        await db.transaction(async (tx) => {
          await repo.replaceLinkToken(tx, {
            userId: user.id,
            kind: 'REINITIALISATION',
            tokenHash: hash,
            expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
          });
          await mail.queue(tx, user.email, 'reinitialisation', { nom: user.nom, token });
        });
        mail.kick();
      }
      return AUTH_MESSAGES.resetSent;
    },

    async resetPassword(input: ResetPasswordRequest, ctx: RequestContext): Promise<string> {
      const motDePasseHash = await hashPassword(input.motDePasse);
      const done = await db.transaction(async (tx) => {
        const userId = await repo.consumeLinkToken(tx, 'REINITIALISATION', hashLinkToken(input.token));
        if (!userId) return false;
        const user = await repo.findUserById(tx, userId);
        if (!user?.actif) return false;
        // Receiving the link proves the address, so it counts as verified from now on.
        await repo.updateUser(tx, userId, {
          motDePasseHash,
          emailVerifieLe: user.emailVerifieLe ?? new Date(),
        });
        await repo.revokeUserSessions(tx, userId);
        await mail.queue(tx, user.email, 'motDePasseModifie', { nom: user.nom, date: new Date() });
        await repo.recordAudit(tx, {
          acteurId: userId,
          action: 'MOT_DE_PASSE_REINITIALISE',
          entiteId: userId,
          ip: ctx.ip,
        });
        return true;
      });
      if (!done) throw invalidData({ token: AUTH_MESSAGES.resetInvalid }, AUTH_MESSAGES.resetInvalid);
      mail.kick();
      return AUTH_MESSAGES.passwordReset;
    },

    async verifyEmail(input: VerifyEmailRequest): Promise<string> {
      const verified = await db.transaction(async (tx) => {
        const userId = await repo.consumeLinkToken(tx, 'VERIFICATION_EMAIL', hashLinkToken(input.token));
        if (!userId) return false;
        // The address is verified: the other links mailed for it have nothing left to do.
        await repo.voidLinkTokens(tx, userId, 'VERIFICATION_EMAIL');
        await repo.updateUser(tx, userId, { emailVerifieLe: new Date() });
        return true;
      });
      if (!verified) {
        throw invalidData({ token: AUTH_MESSAGES.verificationInvalid }, AUTH_MESSAGES.verificationInvalid);
      }
      return AUTH_MESSAGES.verified;
    },

    async resendVerification(input: ResendVerificationRequest, ctx: RequestContext): Promise<string> {
      await limiter.check(
        { key: `resend:ip:${ctx.ip}`, max: 10, windowMs: HOUR },
        { key: `resend:email:${emailKey(input.email)}`, max: 5, windowMs: HOUR },
      );
      const user = await repo.findUserByEmail(db, input.email);
      if (user?.actif && !user.emailVerifieLe) {
        await db.transaction((tx) => sendVerification(tx, user, { replace: false }));
        mail.kick();
      }
      return AUTH_MESSAGES.verificationResent;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
