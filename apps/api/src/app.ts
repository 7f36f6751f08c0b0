// Builds the whole HTTP application; server.ts only listens, and tests call buildApp with their own
// database. One process serves the API under /api/v1, its docs, the media and the built web app.
import { existsSync, mkdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_CARDS } from '@parcelles/shared/contracts/parcelles';
import { AppError, MESSAGES } from '@parcelles/shared/errors';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { API_PREFIX, MEDIA_PREFIX } from './lib/urls';
import { loggingOptions, requestLogLevel } from './logger';
import { registerAfterReply } from './plugins/after-reply';
import { registerAuth } from './plugins/auth';
import { registerAuthorization } from './plugins/authorization';
import { registerErrorHandler } from './plugins/error-handler';
import { createRateLimiter } from './plugins/rate-limit';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { authenticate } from './modules/auth/use-cases/authenticate';
import { createTokenSigner } from './modules/auth/auth.tokens';
import { signingSecret } from './modules/auth/use-cases/signing-secret';
import { createMailSender } from './modules/mail/mail.sender';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createMailQueue, createMailer } from './modules/mail/mail.service';
import { createSmsSender } from './modules/sms/sms.sender';
import { createSmsQueue } from './modules/sms/sms.service';
import { reservationsRoutes } from './modules/reservations/reservations.routes';
import { createExpirySweeper } from './modules/reservations/reservations.sweeper';
import { createPublicCache } from './plugins/public-cache';
import { securityHeaders } from './plugins/security-headers';
import { createCatalogueVersion } from './plugins/catalogue-version';
import { loadServerRenderer, registerSiteFiles } from './plugins/server-render';
import { largestPicture, linkPreviewImageRoutes } from './plugins/link-preview-image';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { recouvrementRoutes } from './modules/recouvrement/recouvrement.routes';
import { comptabiliteRoutes } from './modules/comptabilite/comptabilite.routes';
import { healthRoutes } from './modules/health/health.routes';
import { paiementsRoutes } from './modules/paiements/paiements.routes';
import { relevesRoutes } from './modules/releves/releves.routes';
import { caisseRoutes } from './modules/caisse/caisse.routes';
import { createRecuBackfill } from './modules/paiements/recus-backfill';
import { parcellesRoutes } from './modules/parcelles/parcelles.routes';
import { plansPaiementRoutes } from './modules/plans-paiement/plans-paiement.routes';
import { parcellesStaffRoutes } from './modules/parcelles/parcelles.staff.routes';
import { parcelleImagesRoutes, plotMediaRoutes } from './modules/parcelles/parcelle-images.routes';
import { createStorage } from './plugins/storage';
import { createOrphanSweeper, orphanMinAgeMs } from './plugins/orphan-files';
import { createRetentionSweeper } from './plugins/retention';
import { createParcellesService } from './modules/parcelles/parcelles.service';
import { utilisateursRoutes } from './modules/utilisateurs/utilisateurs.routes';
import { recusRoutes } from './modules/recus/recus.routes';
import { recuAttachment } from './modules/recus/recus.service';

export { API_PREFIX };

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD /path` of every API route registered (the authorization test compares the table). */
    apiRoutes: ReadonlySet<string>;
  }
}
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Issue 13: a client that stops sending (a cut upload, half a JSON body) loses its connection.
 * `connectionTimeout` closes a socket idle for `idleMs`; Node's `requestTimeout`/`headersTimeout`
 * bound the whole request, checked every `connectionsCheckingInterval` (30 s by default in Node).
 * Idle keep-alive connections stay 72 s, Fastify's default, longer than common proxies' 60 s.
 */
function serverTimeouts(config: Config) {
  const { requestMs, idleMs } = config.timeouts;
  const headersMs = Math.min(requestMs, idleMs);
  return {
    connectionTimeout: idleMs,
    requestTimeout: requestMs,
    keepAliveTimeout: 72_000,
    http: {
      requestTimeout: requestMs,
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.floor(headersMs / 4))),
    },
  };
}

/**
 * Every request goes to `answer` first, and on to Fastify unless it answered (ADR 031: the public
 * reads held in memory). Once the app closes, Fastify has them all (it answers 503 to new ones).
 */
function answerBeforeFastify(
  app: FastifyInstance,
  answer: (request: IncomingMessage, response: ServerResponse) => boolean,
) {
  const listeners = app.server.listeners('request');
  if (listeners.length !== 1) throw new Error('Fastify is expected to be the one request listener');
  const fastify = listeners[0] as (request: IncomingMessage, response: ServerResponse) => void;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.server.removeListener('request', fastify);
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (closing || !answer(request, response)) fastify(request, response);
  });
}

/** The path of a URL, percent-decoded (`%2e` is a dot too); the raw path when it does not decode. */
function decodedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY (issue 27). A hop count becomes a function trusting the
 * nearest n hops: Fastify 5.12 reads a bare number as "trust nothing", since it cannot tell the
 * balancer from a client reaching the app directly; the README says to keep the app reachable only
 * through the balancer, or to list the balancer's addresses instead.
 */
function proxyTrust(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The time the rules read; tests pass one they can move (test/clock.ts). */
  clock?: Clock;
  /**
   * The demo city's media files, written on demand (ADR 029): a request for one waits until it is
   * there instead of finding it missing.
   */
  demoMedia?: { ensure(mediaKey: string): Promise<boolean> };
}

export async function buildApp({
  config,
  database,
  clock = systemClock,
  demoMedia,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config),
    trustProxy: proxyTrust(config.trustProxy),
    ...serverTimeouts(config),
    // ADR 051: a parameter of any length a URL can have reaches its route, whose checks answer (a
    // 404 for an overlong receipt code); past the default 100 it fell to the web app's files (403).
    routerOptions: { maxParamLength: 16_384 },
    // A malformed URL (broken percent-encoding) gets the same envelope as every other 400.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send(new AppError('VALIDATION_ERROR', { status: 400 }).toJSON());
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // The security headers, worked out once (security-headers.ts) and set on every answer.
  const security = securityHeaders();
  const securityEntries = Object.entries(security);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityEntries) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parcelles API',
        description: 'API de vente et de réservation des parcelles de la Cité Malaika (Lubumbashi).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  const signer = createTokenSigner(
    await signingSecret({ db, configured: config.jwtSecret, production: config.production, log: app.log }),
  );
  const sender = createMailSender({
    db,
    config,
    log: app.log,
    // Issue 12: a validated payment's mail carries its receipt, made when the mail is sent.
    makeAttachment: (piece) => recuAttachment(db, config.publicUrl, piece.id),
  });
  // One outbox for every module: mails are queued in the caller's transaction, sent after commit.
  const mail = createMailQueue(createMailer({ publicUrl: config.publicUrl }), () => sender.kick());
  // Issue 25: the SMS outbox likewise (ADR 044); in production without SMS_URL nothing is queued.
  const smsSender = createSmsSender({ db, config, log: app.log });
  // ADR 049: sent mails and idempotency keys are kept only for a while, purged every hour.
  const retention = createRetentionSweeper({
    db,
    clock,
    mailRetentionMs: config.mailRetentionMs,
    idempotencyKeyRetentionMs: config.idempotencyKeyRetentionMs,
    log: app.log,
  });
  const sms = createSmsQueue({
    enabled: Boolean(config.smpp) || !config.production,
    kick: () => smsSender.kick(),
  });
  const auth = {
    db,
    signer,
    limiter: createRateLimiter(db, config.rateLimitScale),
    mail,
    clock,
    sessionMaxMs: config.sessionMaxMs,
  };
  registerAuth(app, (token) => authenticate(auth, token));
  registerAfterReply(app);
  // Every API route is guarded by the one table, and the app refuses to start without it.
  app.decorate('apiRoutes', registerAuthorization(app).registered);
  const reservations = {
    db,
    mail,
    clock,
    holdMs: config.holdMs,
    holdDays: config.holdDays,
    overdueDays: config.instalmentOverdueDays,
  };
  const sweeper = createExpirySweeper({
    db,
    mail,
    sms,
    clock,
    intervalMs: config.expirySweepMs,
    overdueDays: config.instalmentOverdueDays,
    remindersAfterDays: config.remindersAfterDays,
    log: app.log,
  });
  const storage = createStorage(config);
  // ADR 022: files left behind by a process killed mid-upload, at start and every hour.
  const orphanSweeper = createOrphanSweeper({
    db,
    storage,
    minAgeMs: orphanMinAgeMs(config.timeouts.requestMs),
    log: app.log,
  });
  // ADR 017 and 050: payments validated before receipts existed get theirs, in validation order,
  // in the background once the server listens: a large backlog never delays or stops the start.
  const recuBackfill = createRecuBackfill({ db, clock, log: app.log });
  app.addHook('onListen', async () => {
    recuBackfill.start();
  });
  app.addHook('onReady', async () => {
    sender.start();
    retention.start();
    smsSender.start();
    sweeper.start();
    orphanSweeper.start();
  });
  app.addHook('onClose', async () => {
    await Promise.all([
      sweeper.stop(),
      sender.stop(),
      retention.stop(),
      // Ends the SMPP session, if one is open (unbind).
      smsSender.stop(),
      orphanSweeper.stop(),
      recuBackfill.stop(),
      catalogueVersion.stop(),
    ]);
  });

  const paiements = {
    db,
    storage,
    mail,
    clock,
    log: app.log,
    limiter: auth.limiter,
    publicUrl: config.publicUrl,
    statementMissingDays: config.statementMissingDays,
  };
  const parcellesService = createParcellesService(db);
  // ADR 024: the catalogue version in memory, kept current by the database's notifications.
  const catalogueVersion = createCatalogueVersion(database, parcellesService.catalogueVersion, app.log);
  catalogueVersion.start();
  const cache = createPublicCache({
    version: catalogueVersion.current,
    inMemory: catalogueVersion.inMemory,
    fixedHeaders: security,
    onAnswered: (request, statusCode) =>
      app.log[requestLogLevel(config)](
        { req: { method: request.method, url: request.url }, res: { statusCode }, fromMemory: true },
        'request completed',
      ),
  });
  answerBeforeFastify(app, cache.answerFromMemory);
  const parcelleImages = { db, storage, log: app.log, readParcelle: parcellesService.getParcelle };
  await app.register(
    async (api) => {
      // Uploads are read as streams by the routes that take them, each with its own limits
      // (paiements.upload.ts); these defaults only bound a route that forgets to set them.
      await api.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5, parts: 20 } });
      await api.register(healthRoutes(database, { details: !config.production }));
      await api.register(authRoutes(auth));
      await api.register(notificationsRoutes(createNotificationsService(db)));
      await api.register(reservationsRoutes(reservations));
      await api.register(parcellesRoutes(parcellesService, cache));
      await api.register(parcelleImagesRoutes(parcelleImages));
      await api.register(parcellesStaffRoutes({ db, storage, clock, log: app.log }));
      await api.register(paiementsRoutes(paiements));
      // Issue 26: statements matched to payments, and the cash office's day.
      await api.register(relevesRoutes({ ...paiements, statementMaxBytes: config.statementMaxBytes }));
      await api.register(caisseRoutes({ db, clock }));
      await api.register(utilisateursRoutes({ db, mail, clock }));
      await api.register(auditRoutes(db));
      await api.register(dashboardRoutes({ db, clock }));
      await api.register(recouvrementRoutes({ db, clock, mail, sms }));
      await api.register(comptabiliteRoutes({ db, clock }));
      await api.register(plansPaiementRoutes({ db, clock, holdMs: config.holdMs }));
      await api.register(
        recusRoutes({ db, clock, limiter: auth.limiter, publicUrl: config.publicUrl, log: app.log }),
      );
    },
    { prefix: API_PREFIX },
  );

  // Uploaded plot pictures come from the storage (shared by every instance, local disk or S3); the
  // demo files under /media/demo/ from the media folder below.
  await app.register(plotMediaRoutes(parcelleImages));
  // ADR 025: the plot's cover as its link preview.
  await app.register(
    linkPreviewImageRoutes({
      coverOf: (id) =>
        parcellesService.getParcelle(id).then(
          (plot) => (plot.photos[0] ? largestPicture(plot.photos[0]) : null),
          () => null,
        ),
    }),
  );
  mkdirSync(config.mediaDir, { recursive: true });
  // The media files, in a scope of their own so that the demo's hook below runs for them only.
  await app.register(async (media) => {
    if (demoMedia) {
      // ADR 029: the server answers before the demo photos are all written; one asked for is
      // written first (a second or so) rather than missing. A name that is no demo file goes on to
      // a 404.
      media.addHook('onRequest', async (request) => {
        const pathname = decodedPath(request.url);
        await demoMedia.ensure(pathname.slice(MEDIA_PREFIX.length)).catch((error: unknown) => {
          request.log.error({ error: String(error), url: request.url }, 'demo picture could not be written');
        });
      });
    }
    await media.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      // Media names carry a content hash: a new picture is a new URL.
      cacheControl: false,
      setHeaders: (reply) => reply.header('Cache-Control', IMMUTABLE),
    });
  });

  const webIndex = path.join(config.webDist, 'index.html');
  const hasWeb = existsSync(webIndex);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      cacheControl: false,
      // '/' is a page like the others (rendered by the not-found handler below, ADR 025), and the
      // server bundle is for this process only.
      allowedPath: (pathName) => pathName !== '/' && !pathName.startsWith('/server/'),
      // Vite names assets by content hash; index.html must be revalidated to pick up a new build.
      setHeaders: (reply, filePath) =>
        reply.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'no-cache',
        ),
    });
  } else {
    app.log.warn(`web app not built (${webIndex} missing): run "npm run build" to serve it`);
  }

  // ADR 025: the public pages rendered here, robots.txt and the sitemap of the available plots.
  const renderer = hasWeb
    ? await loadServerRenderer({ app, webDist: config.webDist, publicUrl: config.publicUrl, log: app.log })
    : null;
  await app.register(
    registerSiteFiles({
      publicUrl: config.publicUrl,
      availablePlots: () => parcellesService.listCards({ statut: 'DISPONIBLE', limit: MAX_CARDS }),
    }),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodedPath(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const isApp = !pathname.startsWith('/api') && !pathname.startsWith(MEDIA_PREFIX);
    // The app's own routes (/map, /parcelle/…) have no dot in them. A missing file (an old asset
    // name after a deploy) or a probe such as /.git/config or /wp-login.php is a plain 404, not the
    // app's page with a 200.
    if (isRead && isApp && /\./.test(pathname)) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send(MESSAGES.notFound);
    }
    // Client-side routes all load the web app; it shows its own 404 page.
    if (isRead && isApp && hasWeb) {
      reply.header('Cache-Control', 'no-cache');
      const page = await renderer?.page(request.url).catch((error: unknown) => {
        // Never an error page: the browser renders the page as it did before ADR 025.
        request.log.error({ error: String(error), url: request.url }, 'server rendering failed');
        return null;
      });
      if (page) return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
      return reply.sendFile('index.html', config.webDist);
    }
    return reply
      .code(404)
      .send(new AppError('NOT_FOUND', { status: 404, message: MESSAGES.notFound }).toJSON());
  });

  return app;
}
