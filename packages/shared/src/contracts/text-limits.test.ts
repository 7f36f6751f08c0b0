/**
 * Issue 13: every text a request carries has a maximum. This walks every zod schema the contracts
 * export: each must be classed as a request (body, query, form) or a response, and every text
 * field of every request schema, however nested or wrapped, must refuse 100 000 characters with
 * a French message.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as audit from './audit';
import * as auth from './auth';
import * as caisse from './caisse';
import * as common from './common';
import * as dashboard from './dashboard';
import * as notifications from './notifications';
import * as paiementMessages from './paiement-messages';
import * as paiements from './paiements';
import * as parcelleForm from './parcelle-form';
import * as parcelleImages from './parcelle-images';
import * as parcellesAdmin from './parcelles-admin';
import * as parcelles from './parcelles';
import * as plansPaiement from './plans-paiement';
import * as profile from './profile';
import * as recus from './recus';
import * as releves from './releves';
import * as reservations from './reservations';
import * as utilisateurs from './utilisateurs';

const MODULES = {
  audit,
  auth,
  caisse,
  common,
  dashboard,
  notifications,
  paiementMessages,
  paiements,
  parcelleForm,
  parcelleImages,
  parcellesAdmin,
  parcelles,
  plansPaiement,
  profile,
  recus,
  releves,
  reservations,
  utilisateurs,
};

/** What clients send: bodies, queries and the forms that build them. */
const REQUESTS = new Set([
  'auditQuerySchema',
  'emailSchema',
  'nomSchema',
  'telephoneSchema',
  'loginPasswordSchema',
  'passwordSchema',
  'confirmationSchema',
  'loginSchema',
  'registerRequestSchema',
  'registerFormSchema',
  'forgotPasswordSchema',
  'resendVerificationSchema',
  'verifyEmailSchema',
  'resetPasswordSchema',
  'resetPasswordFormSchema',
  'notificationsQuerySchema',
  'demanderComplementSchema',
  'envoyerMessageSchema',
  'preuvesSchema',
  'soumettrePreuveSchema',
  'paiementDataSchema',
  'proofFormSchema',
  'resoumettrePreuveSchema',
  'validerPaiementSchema',
  'rejeterPaiementSchema',
  'mesPaiementsQuerySchema',
  'adminPaiementsQuerySchema',
  'parcelleFormSchema',
  'parcelleUpdateSchema',
  'imageOrderSchema',
  'imageDeleteSchema',
  'parcelleExportQuerySchema',
  'parcelleImportRowSchema',
  'importQuerySchema',
  'importTemplateQuerySchema',
  'parcelleFiltersSchema',
  'parcelleListQuerySchema',
  'parcelleCardsQuerySchema',
  'similarQuerySchema',
  'plansQuerySchema',
  'createPlanSchema',
  'updatePlanSchema',
  'moveEcheanceSchema',
  'profileUpdateSchema',
  'profilePreferencesSchema',
  'changePasswordRequestSchema',
  'changePasswordFormSchema',
  'reservationFormSchema',
  'createReservationSchema',
  'reservationsQuerySchema',
  'staffReservationsQuerySchema',
  'reservationsExportQuerySchema',
  'validateReservationSchema',
  'rejectReservationSchema',
  'cancelReservationSchema',
  'extendReservationSchema',
  'updateReservationSchema',
  'utilisateursQuerySchema',
  'updateUtilisateurSchema',
  'inviteUtilisateurSchema',
  'acceptInvitationSchema',
  'acceptInvitationFormSchema',
  // Issue 26: statements, payments staff record, the cash office's day.
  'enregistrerPaiementSchema',
  'colonneCsvSchema',
  'mappingCsvSchema',
  'createCompteSchema',
  'updateCompteSchema',
  'importReleveFieldsSchema',
  'lignesReleveQuerySchema',
  'ecarterLigneSchema',
  'affecterLigneSchema',
  'validerLigneSchema',
  'caisseJourParamsSchema',
]);

/**
 * What the API answers (no limit needed), and `recuCodeParamsSchema`: a path parameter whose any
 * malformed value deliberately takes the unknown code's 404 (and the URL itself is bounded).
 */
const NOT_REQUESTS = new Set([
  'paginationSchema',
  'failureSchema',
  'auditEventSchema',
  'auditListSchema',
  'reservationHistorySchema',
  'userSchema',
  'loginResponseSchema',
  'expiringReservationSchema',
  'dashboardSchema',
  'notificationSchema',
  'notificationListSchema',
  'paiementMessageSchema',
  'paiementMessagesSchema',
  'preuveSchema',
  'paiementSchema',
  'paiementListSchema',
  'paiementAdminSchema',
  'paiementAdminListSchema',
  'paiementStatsSchema',
  'parcelleHistorySchema',
  'importResultSchema',
  'photoSchema',
  'parcelleSchema',
  'parcelleCardSchema',
  'parcelleListSchema',
  'parcelleStatsSchema',
  'sitePlanSchema',
  'echeanceSchema',
  'planPaiementSchema',
  'planListSchema',
  'recuRefSchema',
  'recuCodeParamsSchema',
  'recuVerificationSchema',
  'paiementResumeSchema',
  'reservationContactSchema',
  'reservationSchema',
  'reservationsResumeSchema',
  'myReservationsSchema',
  'reservationListSchema',
  'availabilitySchema',
  'createdReservationSchema',
  'reservationStatsSchema',
  'utilisateurSchema',
  'utilisateurListSchema',
  'utilisateurReservationSchema',
  'utilisateurPaiementSchema',
  'utilisateurParcelleSchema',
  'utilisateurDetailSchema',
  'compteEncaissementSchema',
  'compteListSchema',
  'rapprochementProposeSchema',
  'importReleveResultSchema',
  'apercuReleveSchema',
  'ligneReleveSchema',
  'ligneReleveListSchema',
  'ligneDecisionSchema',
  'relevePaiementSchema',
  'caissePaiementSchema',
  'caisseJourSchema',
]);

const exportedSchemas = Object.values(MODULES).flatMap((module) =>
  Object.entries(module).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType),
);

/** Schemas made by a function: one instance of each. */
const BUILT: [string, z.ZodType][] = [['proofFormSchemaFor(1000)', paiements.proofFormSchemaFor(1000)]];

const requestSchemas = [...exportedSchemas.filter(([name]) => REQUESTS.has(name)), ...BUILT];

type Path = (string | number)[];
type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The paths of the leaves that accept text (strings, enums, literals, unions of them). */
function textPaths(schema: z.ZodType, path: Path = []): Path[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return textPaths(def.innerType as z.ZodType, path);
    case 'pipe': {
      // z.preprocess(fn, s) is pipe(transform, s); s.transform(fn) is pipe(s, transform).
      const input = def.in as z.ZodType;
      return textPaths(defOf(input).type === 'transform' ? (def.out as z.ZodType) : input, path);
    }
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        textPaths(field, [...path, key]),
      );
    case 'array':
      return textPaths(def.element as z.ZodType, [...path, 0]);
    case 'intersection':
      return [...textPaths(def.left as z.ZodType, path), ...textPaths(def.right as z.ZodType, path)];
    case 'string':
    case 'enum':
    case 'literal':
    case 'union':
      return [path];
    default:
      return [];
  }
}

function withValueAt(path: Path, value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Path];
  return typeof head === 'number' ? [withValueAt(rest, value)] : { [head]: withValueAt(rest, value) };
}

const N = 100_000;
/** Long texts of several shapes, so a pattern check (e-mail, phone, password) cannot be the only guard. */
const LONG_TEXTS = {
  letters: 'a'.repeat(N),
  'letters and spaces': 'Kasaï '.repeat(N / 6),
  digits: '0'.repeat(N),
  'strong password': 'Aa1'.repeat(N / 3),
  'e-mail': `${'a'.repeat(N)}@exemple.cd`,
  'phone-like': `+243 ${'8'.repeat(N)}`,
};

/** zod's own messages are English; every message a user may read must be French. */
const ENGLISH = /too (big|long|small)|invalid (input|string|type)|expected|must (be|contain|have)|required/i;

describe('request contracts bound every text', () => {
  it('classes every exported schema as a request or a response', () => {
    const unclassed = exportedSchemas
      .map(([name]) => name)
      .filter((name) => !REQUESTS.has(name) && !NOT_REQUESTS.has(name));
    expect(unclassed).toEqual([]);
    const missing = [...REQUESTS].filter((name) => !exportedSchemas.some(([n]) => n === name));
    expect(missing).toEqual([]);
  });

  it('finds text fields to check, nested and wrapped ones included', () => {
    const paths = requestSchemas.flatMap(([name, schema]) =>
      textPaths(schema).map((path) => `${name}:${path.join('.')}`),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        'profileUpdateSchema:nom',
        'imageOrderSchema:ordre.0',
        'preuvesSchema:0.name',
        'paiementDataSchema:preuves.0.type',
        'parcelleExportQuerySchema:search',
        'createPlanSchema:parcelleIds.0',
        'createReservationSchema:planId',
        'mesPaiementsQuerySchema:reservationId',
      ]),
    );
  });

  for (const [name, schema] of requestSchemas) {
    const paths = textPaths(schema);
    if (paths.length === 0) continue;
    describe(name, () => {
      for (const path of paths) {
        const field = path.join('.');
        it.each(Object.entries(LONG_TEXTS))(
          `refuses a long ${field || 'value'} (%s) in French`,
          (_, text) => {
            const result = schema.safeParse(withValueAt(path, text));
            expect(result.success, `${name}.${field} accepted ${text.length} characters`).toBe(false);
            const messages = (result.error?.issues ?? [])
              .filter((issue) => issue.path.join('.') === field)
              .map((issue) => issue.message);
            expect(messages.length, `${name}.${field}: no message on the field`).toBeGreaterThan(0);
            for (const message of messages) expect(message).not.toMatch(ENGLISH);
          },
        );
      }
    });
  }
});
