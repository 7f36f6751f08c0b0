// Books for the accountant (issue 26, ADR 048), ADMIN only: the payments and the receipts of a
// period as CSV for a French spreadsheet, streamed a page at a time, and the period's summary as PDF.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { periodeQuerySchema } from '@parcelles/shared/contracts/comptabilite';
import { sendCsv, sendPdf } from '../../plugins/reply';
import { noStore, security } from '../../lib/route-schemas';
import type { ComptabiliteDeps } from './comptabilite.deps';
import { exportPaiements } from './use-cases/export-paiements';
import { exportRecus } from './use-cases/export-recus';
import { getSynthesePdf } from './use-cases/get-synthese';

const tags = ['Comptabilité'];
const PERIODE =
  '`du` et `au` : jours de Lubumbashi (AAAA-MM-JJ), bornes incluses, au plus 366 jours ; sinon 400 avec le message du champ.';
const CSV =
  'Réponse text/csv (UTF-8 avec BOM, séparateur « ; », virgule décimale, dates JJ/MM/AAAA), envoyée au fil de la lecture.';

export function comptabiliteRoutes(deps: ComptabiliteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    noStore(app);

    app.get(
      '/admin/comptabilite/paiements.csv',
      {
        schema: {
          tags,
          security,
          summary:
            'Paiements de la période pour le comptable : les validés (datés de leur validation), puis les rejetés et annulés, tenus à part (ADMIN)',
          description: `${PERIODE} ${CSV} Fichier « paiements-AAAA-MM-JJ_AAAA-MM-JJ.csv ».`,
          querystring: periodeQuerySchema,
        },
      },
      async (request, reply) => {
        return sendCsv(reply, await exportPaiements(deps, request.query));
      },
    );

    app.get(
      '/admin/comptabilite/recus.csv',
      {
        schema: {
          tags,
          security,
          summary: 'Reçus émis sur la période, dans l’ordre de leur numéro (ADMIN)',
          description: `${PERIODE} ${CSV} Fichier « recus-AAAA-MM-JJ_AAAA-MM-JJ.csv ».`,
          querystring: periodeQuerySchema,
        },
      },
      async (request, reply) => {
        return sendCsv(reply, await exportRecus(deps, request.query));
      },
    );

    app.get(
      '/admin/comptabilite/synthese.pdf',
      {
        schema: {
          tags,
          security,
          summary:
            'Synthèse PDF de la période : totaux par mode et par compte, reçus émis et contrôle de leur numérotation, rejetés et annulés à part (ADMIN)',
          description: `${PERIODE} Réponse application/pdf (A4), fichier « synthese-AAAA-MM-JJ_AAAA-MM-JJ.pdf ».`,
          querystring: periodeQuerySchema,
        },
      },
      async (request, reply) => sendPdf(reply, await getSynthesePdf(deps, request.query)),
    );
  };
}
