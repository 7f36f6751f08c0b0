// HTTP side of accounts (spec §7 Authentication, plus POST /auth/logout).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureSchema, successSchema } from '@parcelles/shared/contracts/common';
import {
  REFRESHED_TOKEN_HEADER,
  forgotPasswordSchema,
  loginResponseSchema,
  loginSchema,
  registerRequestSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  userSchema,
  verifyEmailSchema,
} from '@parcelles/shared/contracts/auth';
import {
  changePasswordRequestSchema,
  profilePreferencesSchema,
  profileUpdateSchema,
} from '@parcelles/shared/contracts/profile';
import { acceptInvitationSchema } from '@parcelles/shared/contracts/utilisateurs';
import { currentAuth, requestContext } from '../../plugins/auth';
import { AUTH_MESSAGES } from '../mail/messages';
import { done, ok } from '../../plugins/reply';
import type { AuthDeps } from './auth.deps';
import { changePassword } from './use-cases/change-password';
import { forgotPassword } from './use-cases/forgot-password';
import { getProfile } from './use-cases/get-profile';
import { login } from './use-cases/login';
import { logout } from './use-cases/logout';
import { register } from './use-cases/register';
import { resendVerification } from './use-cases/resend-verification';
import { resetPassword } from './use-cases/reset-password';
import { acceptInvitation } from './use-cases/accept-invitation';
import { updatePreferences } from './use-cases/update-preferences';
import { updateProfile } from './use-cases/update-profile';
import { verifyEmail } from './use-cases/verify-email';
import { failureAnswers, messageOnly, noStore } from '../../lib/route-schemas';

const failures = failureAnswers(400, 401, 403, 409, 429);
const tags = ['Authentification'];
const bearer = [{ bearerAuth: [] }];

export function authRoutes(deps: AuthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Nothing here may be cached: answers depend on who asks.
    noStore(app);

    app.post(
      '/auth/register',
      {
        schema: {
          tags,
          summary: 'Créer un compte acheteur (un email de vérification est envoyé)',
          body: registerRequestSchema,
          response: { 201: successSchema(z.object({ email: z.string() })), ...failures },
        },
      },
      async (request, reply) => {
        const { email, message } = await register(deps, request.body, requestContext(request));
        return reply.code(201).send(ok({ email }, message));
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags,
          summary: 'Se connecter (adresse email vérifiée requise)',
          body: loginSchema,
          response: { 200: successSchema(loginResponseSchema), ...failures },
        },
      },
      async (request) => ok(await login(deps, request.body, requestContext(request)), AUTH_MESSAGES.loggedIn),
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags,
          summary: 'Se déconnecter (révoque la session)',
          security: bearer,
          response: { 200: messageOnly, 401: failureSchema },
        },
      },
      async (request) => done(await logout(deps, currentAuth(request))),
    );

    app.get(
      '/auth/profile',
      {
        schema: {
          tags,
          summary: `Profil de l'utilisateur connecté ; un jeton renouvelé arrive dans l'en-tête ${REFRESHED_TOKEN_HEADER}`,
          security: bearer,
          response: { 200: successSchema(userSchema), 401: failureSchema },
        },
      },
      async (request, reply) => {
        const { user, refreshedToken } = await getProfile(deps, currentAuth(request));
        if (refreshedToken) reply.header(REFRESHED_TOKEN_HEADER, refreshedToken);
        return ok(user);
      },
    );

    app.put(
      '/auth/profile',
      {
        schema: {
          tags,
          summary: 'Modifier son nom, son email ou son téléphone',
          security: bearer,
          body: profileUpdateSchema,
          response: { 200: successSchema(userSchema), ...failures },
        },
      },
      async (request) => {
        const { user, message } = await updateProfile(
          deps,
          currentAuth(request),
          request.body,
          requestContext(request),
        );
        return ok(user, message);
      },
    );

    app.put(
      '/auth/profile/preferences',
      {
        schema: {
          tags,
          summary: 'Modifier ses préférences : recevoir ou non les rappels par SMS',
          security: bearer,
          body: profilePreferencesSchema,
          response: { 200: successSchema(userSchema), ...failureAnswers(400, 401, 403) },
        },
      },
      async (request) => {
        const { user, message } = await updatePreferences(deps, currentAuth(request), request.body);
        return ok(user, message);
      },
    );

    app.put(
      '/auth/change-password',
      {
        schema: {
          tags,
          summary: 'Changer son mot de passe (les autres sessions sont révoquées)',
          security: bearer,
          body: changePasswordRequestSchema,
          response: { 200: messageOnly, ...failures },
        },
      },
      async (request) =>
        done(await changePassword(deps, currentAuth(request), request.body, requestContext(request))),
    );

    app.post(
      '/auth/forgot-password',
      {
        schema: {
          tags,
          summary: "Demander un lien de réinitialisation (même réponse que l'adresse existe ou non)",
          body: forgotPasswordSchema,
          response: { 200: messageOnly, ...failures },
        },
      },
      async (request) => done(await forgotPassword(deps, request.body, requestContext(request))),
    );

    app.post(
      '/auth/reset-password',
      {
        schema: {
          tags,
          summary: 'Choisir un nouveau mot de passe avec le lien reçu par email',
          body: resetPasswordSchema,
          response: { 200: messageOnly, ...failures },
        },
      },
      async (request) => done(await resetPassword(deps, request.body, requestContext(request))),
    );

    app.post(
      '/auth/accept-invitation',
      {
        schema: {
          tags,
          summary:
            "Accepter une invitation de l'équipe : choisir son premier mot de passe avec le lien reçu par email (valable 7 jours, une seule fois)",
          body: acceptInvitationSchema,
          response: { 200: messageOnly, ...failures },
        },
      },
      async (request) => done(await acceptInvitation(deps, request.body, requestContext(request))),
    );

    app.post(
      '/auth/verify-email',
      {
        schema: {
          tags,
          summary: "Vérifier l'adresse email avec le lien reçu",
          body: verifyEmailSchema,
          response: { 200: messageOnly, ...failures },
        },
      },
      async (request) => done(await verifyEmail(deps, request.body)),
    );

    app.post(
      '/auth/resend-verification-email',
      {
        schema: {
          tags,
          summary: "Renvoyer l'email de vérification",
          body: resendVerificationSchema,
          response: { 200: messageOnly, ...failures },
        },
      },
      async (request) => done(await resendVerification(deps, request.body, requestContext(request))),
    );
  };
}
