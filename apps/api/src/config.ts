// Environment read once at boot and checked by zod: a bad value stops the process with a message
// naming the variable, instead of failing later in a request.
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_INSTALMENT_OVERDUE_DAYS, DEFAULT_REMINDERS_AFTER_DAYS } from '@parcelles/shared/domain';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** How to make a good signing key, said in every message about JWT_SECRET. */
const JWT_SECRET_ADVICE = 'generate one with: openssl rand -base64 48';

/**
 * Signing keys that were published (common placeholders of tutorials and example files): anyone may
 * sign a session token with them, so production refuses them (issue 13). Repetitive keys such as
 * the tests' `'x'.repeat(32)` are refused by `isWeakJwtSecret` whatever they are.
 */
const KNOWN_JWT_SECRETS = new Set(
  [
    'changeme-changeme-changeme-changeme',
    'change-me-to-a-long-random-secret-value',
    'your-super-secret-jwt-key-change-in-production',
    'your-256-bit-secret-your-256-bit-secret',
    'secretsecretsecretsecretsecretsecret',
    'supersecretsupersecretsupersecretsupersecret',
  ].map((s) => s.toLowerCase()),
);

/** A key that was published, or so repetitive (`aaaa…`, `abcabc…`) that it is guessable. */
function isWeakJwtSecret(secret: string): boolean {
  return KNOWN_JWT_SECRETS.has(secret.toLowerCase()) || new Set(secret).size < 8;
}

/** Variables whose value never appears in a message (the log keeps it). */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'SMS_URL',
  'DATABASE_URL',
]);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const TRUST_PROXY_ADVICE =
  'set the number of proxies in front of the app (1 for one load balancer) or their addresses (10.0.0.5, 10.0.0.0/8)';

/** proxy-addr's names of address ranges, which Fastify accepts in a list of trusted proxies. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.5`, `10.0.0.0/8`, `2001:db8::/32` or a range name: what Fastify's list form takes. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which `X-Forwarded-For` hops to believe (issue 27): none, the nearest n (a hop count), or those
 * sent by the listed addresses. The client's address is then the right-most hop not trusted, which
 * no client can write. `true` (trust every hop) is refused: the left-most entry is whatever the
 * client put there, so every per-address rate limit would fall behind a load balancer.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (['false', 'no', '0'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message: `trusting every hop lets a client choose its own address in X-Forwarded-For; ${TRUST_PROXY_ADVICE}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10)
        ctx.addIssue({ code: 'custom', message: 'must be a number of proxies between 0 and 10' });
      return hops;
    }
    const addresses = value.split(',').map((entry) => entry.trim().toLowerCase());
    const bad = addresses.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `${bad.join(', ')}: not an IP address or range; ${TRUST_PROXY_ADVICE}`,
      });
      return z.NEVER;
    }
    return addresses;
  });

const SMS_URL_EXAMPLE = 'e.g. smpp://system_id:password@smsc.example.cd:2775 (ssmpp:// for TLS)';

/**
 * SMS_URL (issue 25, ADR 044): the SMSC's address and the account to bind with, as operators and
 * aggregators give them. Its parts are percent-decoded (a password may hold '@' or ':' written
 * %40 or %3A). Nothing of the value appears in a message (SECRET_VARIABLES).
 */
const smsUrl = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const bad = (message: string) => {
      ctx.addIssue({ code: 'custom', message: `${message}; ${SMS_URL_EXAMPLE}` });
      return z.NEVER;
    };
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return bad('is not a URL');
    }
    if (url.protocol !== 'smpp:' && url.protocol !== 'ssmpp:')
      return bad('must be an smpp:// or ssmpp:// URL');
    if (!url.hostname) return bad('must name the SMSC host');
    if (!url.username || !url.password) return bad('must give the account as system_id:password@');
    if ((url.pathname && url.pathname !== '/') || url.search || url.hash) {
      return bad('must end with the host and port (no path or query)');
    }
    const tls = url.protocol === 'ssmpp:';
    try {
      return {
        host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port ? Number(url.port) : tls ? 3550 : 2775,
        tls,
        systemId: decodeURIComponent(url.username),
        password: decodeURIComponent(url.password),
      };
    } catch {
      return bad('has a badly percent-encoded system_id or password');
    }
  });

/**
 * HOST as it is written in a link when PUBLIC_URL is unset (issue 23: `HOST=127.0.0.1` gave mails
 * `localhost` links): every interface (`0.0.0.0`, `::`) reads as localhost, an IPv6 address is
 * bracketed.
 */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return isIP(host) === 6 ? `[${host}]` : host;
}

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
      .default('development'),
    PORT: z.coerce
      .number({ error: 'must be a whole number between 0 and 65535' })
      .int('must be a whole number between 0 and 65535')
      .min(0, 'must be a whole number between 0 and 65535')
      .max(65535, 'must be a whole number between 0 and 65535')
      .default(3000),
    HOST: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .regex(/^[A-Za-z0-9.:_-]+$/, 'must be a host name or an IP address')
      .default('localhost'),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('data'),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ error: 'must be a whole number between 1 and 100' })
      .int()
      .min(1, 'must be a whole number between 1 and 100')
      .max(100, 'must be a whole number between 1 and 100')
      .default(10),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://parcelles.example.cd' })
      .optional(),
    DEMO_DATA: booleanFlag.optional(),
    DEMO_PLOTS: z.coerce
      .number({ error: 'must be a whole number between 1 and 10000' })
      .int()
      .min(1, 'must be a whole number between 1 and 10000')
      .max(10000, 'must be a whole number between 1 and 10000')
      .default(300),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .optional(),
    TRUST_PROXY: trustProxy.default(false),
    SMTP_URL: z
      .string()
      .trim()
      .regex(
        /^smtps?:\/\/\S+$/,
        'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.cd:465',
      )
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3, 'must be an address, e.g. "Parcelles <no-reply@cite-malaika.cd>"')
      .optional(),
    MAIL_POLL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds between 0.1 and 3600' })
      .min(0.1, 'must be a number of seconds between 0.1 and 3600')
      .max(3600, 'must be a number of seconds between 0.1 and 3600')
      .default(5),
    MAIL_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a number of days between 1 and 3650' })
      .min(1, 'must be a number of days between 1 and 3650')
      .max(3650, 'must be a number of days between 1 and 3650')
      .default(30),
    IDEMPOTENCY_KEY_RETENTION_HOURS: z.coerce
      .number({ error: 'must be a number of hours between 1 and 8760' })
      .min(1, 'must be a number of hours between 1 and 8760')
      .max(8760, 'must be a number of hours between 1 and 8760')
      .default(24),
    SMS_URL: smsUrl.optional(),
    SMS_SENDER: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9]{1,11}$/,
        'must be 1 to 11 letters or digits, the sender phones show (e.g. MALAIKA)',
      )
      .default('MALAIKA'),
    SMS_POLL_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds between 0.1 and 3600' })
      .min(0.1, 'must be a number of seconds between 0.1 and 3600')
      .max(3600, 'must be a number of seconds between 0.1 and 3600')
      .default(5),
    JWT_SECRET: z.string().min(32, `must be at least 32 characters long; ${JWT_SECRET_ADVICE}`).optional(),
    RESERVATION_HOLD_DAYS: z.coerce
      .number({ error: 'must be a number of days between 0.00001 and 365 (fractions allowed)' })
      .positive('must be a number of days between 0.00001 and 365 (fractions allowed)')
      .max(365, 'must be a number of days between 0.00001 and 365 (fractions allowed)')
      .default(7),
    SESSION_MAX_DAYS: z.coerce
      .number({ error: 'must be a number of days between 0.00001 and 3650 (fractions allowed)' })
      .positive('must be a number of days between 0.00001 and 3650 (fractions allowed)')
      .max(3650, 'must be a number of days between 0.00001 and 3650 (fractions allowed)')
      .default(30),
    REMEMBER_ME_MAX_DAYS: z.coerce
      .number({ error: 'must be a number of days between 0.00001 and 3650 (fractions allowed)' })
      .positive('must be a number of days between 0.00001 and 3650 (fractions allowed)')
      .max(3650, 'must be a number of days between 0.00001 and 3650 (fractions allowed)')
      .default(90),
    EXPIRY_SWEEP_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds between 0.1 and 86400' })
      .min(0.1, 'must be a number of seconds between 0.1 and 86400')
      .max(86400, 'must be a number of seconds between 0.1 and 86400')
      .default(60),
    INSTALMENT_OVERDUE_DAYS: z.coerce
      .number({ error: 'must be a whole number of days between 1 and 365' })
      .int('must be a whole number of days between 1 and 365')
      .min(1, 'must be a whole number of days between 1 and 365')
      .max(365, 'must be a whole number of days between 1 and 365')
      .default(DEFAULT_INSTALMENT_OVERDUE_DAYS),
    INSTALMENT_REMINDERS_AFTER_DAYS: z
      .string()
      .default(DEFAULT_REMINDERS_AFTER_DAYS.join(','))
      .transform((value, ctx) => {
        const days = value.split(',').map((part) => Number(part.trim()));
        if (value.trim() === '' || days.some((d) => !Number.isInteger(d) || d < 1 || d > 365)) {
          ctx.addIssue({
            code: 'custom',
            message: 'must be whole numbers of days between 1 and 365, e.g. 1,7,15',
          });
          return z.NEVER;
        }
        return [...new Set(days)].sort((a, b) => a - b);
      }),
    STATEMENT_MISSING_DAYS: z.coerce
      .number({ error: 'must be a whole number of days between 1 and 60' })
      .int('must be a whole number of days between 1 and 60')
      .min(1, 'must be a whole number of days between 1 and 60')
      .max(60, 'must be a whole number of days between 1 and 60')
      .default(3),
    STATEMENT_MAX_MB: z.coerce
      .number({ error: 'must be a whole number of megabytes between 1 and 200' })
      .int('must be a whole number of megabytes between 1 and 200')
      .min(1, 'must be a whole number of megabytes between 1 and 200')
      .max(200, 'must be a whole number of megabytes between 1 and 200')
      .default(20),
    RATE_LIMIT_SCALE: z.coerce
      .number({ error: 'must be a whole number between 1 and 1000' })
      .int('must be a whole number between 1 and 1000')
      .min(1, 'must be a whole number between 1 and 1000')
      .max(1000, 'must be a whole number between 1 and 1000')
      .default(1),
    REQUEST_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds between 1 and 3600' })
      .int('must be a whole number of seconds between 1 and 3600')
      .min(1, 'must be a whole number of seconds between 1 and 3600')
      .max(3600, 'must be a whole number of seconds between 1 and 3600')
      .default(120),
    IDLE_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds between 1 and 3600' })
      .int('must be a whole number of seconds between 1 and 3600')
      .min(1, 'must be a whole number of seconds between 1 and 3600')
      .max(3600, 'must be a whole number of seconds between 1 and 3600')
      .default(30),
    SHUTDOWN_GRACE_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds between 0.1 and 3600' })
      .min(0.1, 'must be a number of seconds between 0.1 and 3600')
      .max(3600, 'must be a number of seconds between 0.1 and 3600')
      .default(10),
    WEB_DIST: z.string().trim().min(1).optional(),
    STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    S3_BUCKET: z.string().trim().min(3, 'must be a bucket name').optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  })
  .superRefine((env, ctx) => {
    // Unset, production generates its own key (ADR 006); a published one would let anyone sign in.
    if (env.NODE_ENV === 'production' && env.JWT_SECRET !== undefined && env.JWT_SECRET.length >= 32) {
      if (isWeakJwtSecret(env.JWT_SECRET)) {
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: `is a published example or too repetitive to be secret in production; ${JWT_SECRET_ADVICE}`,
        });
      }
    }
    // Fail at boot, not at the first upload, when S3 is chosen without a bucket.
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
    }
  })
  .transform((env) => {
    const production = env.NODE_ENV === 'production';
    const dataDir = path.resolve(env.DATA_DIR);
    return {
      env: env.NODE_ENV,
      production,
      port: env.PORT,
      host: env.HOST,
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      databaseUrl: env.DATABASE_URL,
      databasePoolSize: env.DATABASE_POOL_SIZE,
      publicUrl: (env.PUBLIC_URL ?? `http://${urlHost(env.HOST)}:${env.PORT}`).replace(/\/+$/, ''),
      /** Demo data is seeded into an empty database, never in production unless asked for. */
      demoData: env.DEMO_DATA ?? !production,
      demoPlots: env.DEMO_PLOTS,
      logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
      /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses and ranges. */
      trustProxy: env.TRUST_PROXY,
      /**
       * Slow or stalled clients (issue 13): the whole request (headers and body) must arrive within
       * `requestMs`, and a connection on which nothing moves for `idleMs` is closed, so a body that
       * stops arriving frees its socket and the upload's files are deleted.
       */
      timeouts: {
        requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
        idleMs: env.IDLE_TIMEOUT_SECONDS * 1000,
      },
      /** On SIGTERM, how long requests in flight may run before their connections are cut (ADR 022). */
      shutdownGraceMs: Math.round(env.SHUTDOWN_GRACE_SECONDS * 1000),
      webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? '"Parcelles — Cité Malaika" <no-reply@cite-malaika.cd>',
      mailPollMs: Math.round(env.MAIL_POLL_SECONDS * 1000),
      /** Issue 27 (ADR 049): how long a sent or abandoned mail stays in the outbox, its body blanked. */
      mailRetentionMs: Math.round(env.MAIL_RETENTION_DAYS * 24 * 3600 * 1000),
      /** How long an Idempotency-Key answers a repeated request before it is purged (ADR 049). */
      idempotencyKeyRetentionMs: Math.round(env.IDEMPOTENCY_KEY_RETENTION_HOURS * 3600 * 1000),
      /**
       * Issue 25: the SMSC to submit SMS to (SMS_URL, parsed); unset, SMS are printed to the log
       * outside production and not queued in production (ADR 044).
       */
      smpp: env.SMS_URL,
      smsSender: env.SMS_SENDER,
      smsPollMs: Math.round(env.SMS_POLL_SECONDS * 1000),
      /** When unset, a secret is generated once and kept in the database, shared by every instance (ADR 006). */
      jwtSecret: env.JWT_SECRET,
      /** How long a pending reservation holds its plot; fractions let tests use seconds. */
      holdMs: Math.round(env.RESERVATION_HOLD_DAYS * 24 * 3600 * 1000),
      holdDays: env.RESERVATION_HOLD_DAYS,
      expirySweepMs: Math.round(env.EXPIRY_SWEEP_SECONDS * 1000),
      /** How long a session may live from sign-in, however often it is renewed (ADR 018). */
      sessionMaxMs: {
        default: Math.round(env.SESSION_MAX_DAYS * 24 * 3600 * 1000),
        rememberMe: Math.round(env.REMEMBER_ME_MAX_DAYS * 24 * 3600 * 1000),
      },
      /** Days an instalment may stay unpaid past its due date before staff are alerted (ADR 015). */
      instalmentOverdueDays: env.INSTALMENT_OVERDUE_DAYS,
      /** Days after an unpaid instalment's day on which its buyer is reminded, once each (issue 25). */
      remindersAfterDays: env.INSTALMENT_REMINDERS_AFTER_DAYS,
      /**
       * Issue 26: days after its declaration a payment still missing from an imported statement that
       * covers a later day is flagged 'Absent du relevé' in the proof queue.
       */
      statementMissingDays: env.STATEMENT_MISSING_DAYS,
      /** Issue 26: the largest statement file an import reads. */
      statementMaxBytes: env.STATEMENT_MAX_MB * 1024 * 1024,
      /** Multiplies every rate limit of the auth calls (a test run signs in often from one address). */
      rateLimitScale: env.RATE_LIMIT_SCALE,
      /** Payment proofs: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
      storage: {
        driver: env.STORAGE_DRIVER,
        localDir: path.join(dataDir, 'uploads'),
        s3: {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET ?? '',
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        },
      },
    };
  });

export type Config = z.output<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const got = SECRET_VARIABLES.has(name) ? undefined : cleaned[name];
    return `  ${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
