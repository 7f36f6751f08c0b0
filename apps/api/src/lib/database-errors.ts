// Reading PostgreSQL's errors through Drizzle's wrapping (the driver's error is a `cause` away).

type Wrapped = { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;

/** A unique index refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as Wrapped; e; e = e.cause as Wrapped) {
    if (e.code === '23505') return true;
  }
  return false;
};

/** The name of the constraint a database error broke. */
export function brokenConstraint(err: unknown): string | undefined {
  for (let e = err as Wrapped; e; e = e.cause as Wrapped) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}
