// Bearer tokens: a JWT (HS256) naming a session row. The signature spares a lookup for garbage;
// the session row decides, so logout and password changes revoke tokens at once.
import { randomBytes, createHash } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

const ISSUER = 'parcelles';

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign({ userId, sessionId }: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a well-formed, correctly signed, unexpired token; null for anything else. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** A random single-use token for a mail link, and the hash that is stored instead of it. */
export function createLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const generateSecret = () => randomBytes(48).toString('base64url');
