// SQL for accounts: users, sessions, single-use mail-link tokens and the signing secret.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens, sessions, settings, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type LinkTokenKind = 'VERIFICATION_EMAIL' | 'REINITIALISATION' | 'INVITATION';

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sameEmail(email));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<
    Pick<
      UserRow,
      | 'nom'
      | 'email'
      | 'telephone'
      | 'motDePasseHash'
      | 'emailVerifieLe'
      | 'derniereConnexion'
      | 'role'
      | 'actif'
      | 'rappelsSms'
    >
  >,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertSession(
  db: Executor,
  values: {
    userId: string;
    rememberMe: boolean;
    expiresAt: Date;
    createdAt: Date;
    userAgent: string | null;
    ip: string | null;
  },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** The session and its user, when the session is neither revoked nor expired. */
export async function findLiveSession(db: Executor, sessionId: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}

export async function extendSession(db: Executor, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt, lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, but `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}

type NewLinkToken = { userId: string; kind: LinkTokenKind; tokenHash: string; expiresAt: Date };

/** Stores a new link token beside the user's earlier ones, which stay valid until they expire. */
export async function insertLinkToken(db: Executor, values: NewLinkToken): Promise<void> {
  await db.insert(authTokens).values(values);
}

/** Voids every unused link token of one kind of a user. */
export async function voidLinkTokens(db: Executor, userId: string, kind: LinkTokenKind): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}

/** Stores a new link token and voids the user's earlier unused ones of the same kind. */
export async function replaceLinkToken(db: Executor, values: NewLinkToken): Promise<void> {
  await voidLinkTokens(db, values.userId, values.kind);
  await insertLinkToken(db, values);
}

/** A link token of this kind and hash, unused and unexpired at `now`. */
const liveLinkToken = (kind: LinkTokenKind, tokenHash: string, now: Date) =>
  and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.kind, kind),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );

/**
 * The user of a link token that is live now (known, unused, unexpired) and whose account is active;
 * nothing is marked. Checked before any costly work on the link (issue 27).
 */
export async function findLiveLinkTokenUser(db: Executor, kind: LinkTokenKind, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(liveLinkToken(kind, tokenHash, now), eq(users.actif, true)));
  return row?.userId;
}

/**
 * Uses a link token once: marks it used and answers its user, in one statement so that two
 * clicks on one link cannot both succeed. Undefined when unknown, used or expired.
 */
export async function consumeLinkToken(db: Executor, kind: LinkTokenKind, tokenHash: string, now: Date) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(liveLinkToken(kind, tokenHash, now))
    .returning({ userId: authTokens.userId });
  return row?.userId;
}

/**
 * Deletes a signing secret an earlier start wrote (ADR 050): with JWT_SECRET set it signs nothing,
 * and kept it would sign again, and sit in every backup, should JWT_SECRET ever be unset.
 */
export async function deleteStoredSecret(db: Executor): Promise<boolean> {
  const deleted = await db
    .delete(settings)
    .where(eq(settings.cle, 'jwt_secret'))
    .returning({ cle: settings.cle });
  return deleted.length > 0;
}

/** The JWT signing secret shared by every instance; the first to start writes it. */
export async function getOrCreateSecret(db: Executor, generate: () => string): Promise<string> {
  await db.insert(settings).values({ cle: 'jwt_secret', valeur: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ valeur: settings.valeur })
    .from(settings)
    .where(eq(settings.cle, 'jwt_secret'));
  return row!.valeur as string;
}

/** Locks the user, so that their parallel requests cannot all pass a per-user limit. */
export async function lockUser(db: Executor, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The user, row-locked until the transaction ends; undefined when unknown. */
export async function lockUserRow(db: Executor, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Locks every active administrator's row and answers their ids: two admins demoting or switching
 * off each other at once wait for one another, so the second sees the first's change and the
 * last active administrator always stays (ADR 012). Rows are locked in id order, so no deadlock.
 */
export async function lockActiveAdmins(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.actif, true)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Whom a notice is mailed to. */
/** Whom to tell: name and address, and the phone with the SMS preference (issue 25). */
export async function findContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ nom: users.nom, email: users.email, telephone: users.telephone, rappelsSms: users.rappelsSms })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
