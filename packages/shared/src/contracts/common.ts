// Shapes every response shares (DESIGN.md §3): the success envelope, paged lists, and the query
// helpers that turn query-string text into checked numbers with French messages.
import { z } from 'zod';

export const MAX_PAGE_LIMIT = 100;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page of a list: its items under their name (`paiements`, `reservations`…) and the pagination. */
export const pageOf = <K extends string, T extends z.ZodType>(name: K, item: T) =>
  z.object({ [name]: z.array(item), pagination: paginationSchema } as Record<K, z.ZodArray<T>> & {
    pagination: typeof paginationSchema;
  });

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, pages: Math.ceil(total / limit) };
}

export const successSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });

export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
});

/** A query value left empty means "no filter" (the client drops them, but a hand-typed URL may not). */
const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Plain decimal digits only: '0x10', '1e3' or 'Infinity' are not what a visitor types as a price. */
const DECIMAL = /^\+?\d+(\.\d+)?$/;
const toDecimal = (value: unknown) => {
  const v = emptyToUndefined(value);
  if (typeof v !== 'string') return v;
  return DECIMAL.test(v.trim()) ? Number(v) : Number.NaN;
};

/** Control characters (NUL above all) have no place in a search and are refused by PostgreSQL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A whole or decimal number from the query string, with one French message for any bad input. */
export function queryNumber(message: string, { min = 0, max }: { min?: number; max: number }) {
  return z.preprocess(
    toDecimal,
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error: message })
      .optional(),
  );
}

export function queryInteger(message: string, { min, max }: { min: number; max: number }) {
  return z.preprocess(
    toDecimal,
    z
      .number({ error: message })
      .refine((n) => Number.isInteger(n) && n >= min && n <= max, { error: message })
      .optional(),
  );
}

export function queryText(maxLength: number, message: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string({ error: message })
      .trim()
      .max(maxLength, message)
      .refine((text) => !CONTROL_CHARACTERS.test(text), { error: 'Caractères non autorisés' })
      .optional(),
  );
}

export function queryEnum<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(emptyToUndefined, z.enum(values, { error: message }).optional());
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar date typed as AAAA-MM-JJ (2026-02-30 is refused), kept as that text. */
export function queryDate(message: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string({ error: message })
      .trim()
      .refine(
        (text) => {
          const match = CALENDAR_DATE.exec(text);
          if (!match) return false;
          const date = new Date(`${text}T00:00:00Z`);
          return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
        },
        { error: message },
      )
      .optional(),
  );
}

const CALENDAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A calendar month typed as AAAA-MM (2026-13 is refused), kept as that text. */
export function queryMonth(message: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string({ error: message })
      .trim()
      .refine((text) => CALENDAR_MONTH.test(text), { error: message })
      .optional(),
  );
}

/** `page` and `limit` of every paged list (DESIGN.md §3: `limit` capped at 100). */
export const pageQueryFields = {
  page: queryInteger('La page doit être un entier positif', { min: 1, max: 100_000 }),
  limit: queryInteger(`La limite doit être un entier entre 1 et ${MAX_PAGE_LIMIT}`, {
    min: 1,
    max: MAX_PAGE_LIMIT,
  }),
};
