// Issue 27, "A backup is a key to the house" (ADR 050): a dump held the signing key and the live
// sessions, and a token signed with the dump's key opened GET /utilisateurs for every live admin.
// With JWT_SECRET set the database holds no key (one left by an earlier start is deleted), so a
// dump signs nothing; without it, production warns once at start that the key is in the database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, settings } from '../../db/schema/index';
import { createUser } from '../../../test/accounts';
import { buildTestApp } from '../../../test/build-app';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { startServer, type ServerProcess } from '../../../test/process';
import { JWT_SECRET_IN_DATABASE_WARNING, signingSecret } from './use-cases/signing-secret';

const strongSecret = () => randomBytes(36).toString('base64');

/** A logger that keeps its lines. */
function logLines() {
  const lines: { level: 'info' | 'warn'; msg: string }[] = [];
  return {
    lines,
    log: {
      info: (_: object, msg: string) => void lines.push({ level: 'info', msg }),
      warn: (_: object, msg: string) => void lines.push({ level: 'warn', msg }),
    },
  };
}

describe('the session signing key', () => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;
  const storedKey = async () =>
    (await db().select().from(settings).where(eq(settings.cle, 'jwt_secret')))[0]?.valeur as
      string | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(() => testDb?.drop());

  it('comes from JWT_SECRET when set: a key an earlier start kept in the database is deleted and opens nothing', async () => {
    // An earlier start without JWT_SECRET kept a key; an admin signed in then, and still is.
    const before = await buildTestApp(testDb.database);
    const admin = await createUser(before.app, db(), 'ADMIN');
    await before.app.close();
    const dumpedKey = await storedKey();
    expect(dumpedKey).toBeDefined();
    const [session] = await db().select().from(sessions).where(eq(sessions.userId, admin.id));

    const secret = strongSecret();
    const { app } = await buildTestApp(testDb.database, { JWT_SECRET: secret });
    try {
      // The database (so any backup of it from now on) holds no key.
      expect(await storedKey()).toBeUndefined();
      // A token signed with the key of an older dump, for the live admin session, opens nothing…
      const forged = await new SignJWT({ sid: session!.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setIssuer('parcelles')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(dumpedKey));
      const list = (authorization: string) =>
        app.inject({ method: 'GET', url: '/api/v1/utilisateurs', headers: { authorization } });
      expect((await list(`Bearer ${forged}`)).statusCode).toBe(401);
      // … while sessions signed with JWT_SECRET work.
      const signedIn = await createUser(app, db(), 'ADMIN');
      expect((await list(signedIn.headers.authorization)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('without JWT_SECRET is generated once and kept in the database; only production warns', async () => {
    await db().delete(settings).where(eq(settings.cle, 'jwt_secret'));
    const dev = logLines();
    const first = await signingSecret({ db: db(), configured: undefined, production: false, log: dev.log });
    expect(dev.lines).toEqual([]);
    expect(await storedKey()).toBe(first);

    const prod = logLines();
    expect(await signingSecret({ db: db(), configured: undefined, production: true, log: prod.log })).toBe(
      first,
    );
    expect(prod.lines).toEqual([{ level: 'warn', msg: JWT_SECRET_IN_DATABASE_WARNING }]);
    expect(JWT_SECRET_IN_DATABASE_WARNING).toMatch(/JWT_SECRET is not set.*backup/);

    const configured = logLines();
    const secret = strongSecret();
    expect(await signingSecret({ db: db(), configured: secret, production: true, log: configured.log })).toBe(
      secret,
    );
    expect(configured.lines.filter((l) => l.level === 'warn')).toEqual([]);
    expect(await storedKey()).toBeUndefined();
  });
});

describe('a production server without JWT_SECRET', () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    await server?.signal('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('says once at start that the key is in the database, hence in every backup', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'parcelles-no-jwt-secret-'));
    // An empty value is "not set", as deployment tools write it.
    server = await startServer({ NODE_ENV: 'production', JWT_SECRET: '', DATA_DIR: dataDir });
    const line = await server.waitForLog(/^JWT_SECRET is not set/);
    expect(line).toMatchObject({ level: 40, msg: JWT_SECRET_IN_DATABASE_WARNING });
    expect(server.messages().filter((m) => m === JWT_SECRET_IN_DATABASE_WARNING)).toHaveLength(1);
    expect((await server.signal('SIGTERM')).code).toBe(0);
    server = undefined;
  }, 120_000);
});
