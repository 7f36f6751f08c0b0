/**
 * Zod field builders shared by every contract. Each one answers in French whatever the input
 * (missing, null, wrong type, blank), so no English default message of zod reaches a user.
 */
import { z } from 'zod';
import { MESSAGES } from '../errors';
import { PHONE_LENGTH } from './constants';

/** For a malformed optional field, where the spec gives no wording. */
export const INVALID_VALUE_MESSAGE = 'Valeur invalide';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Spec §5 Profile: 8 to 15 of digits, spaces, dashes, parentheses, with an optional leading plus. */
export const PHONE_PATTERN = new RegExp(`^(?=.{${PHONE_LENGTH.min},${PHONE_LENGTH.max}}$)\\+?[0-9 ()-]+$`);

/** A request or form body; something other than an object (a JSON array, a string) gets the 400 message. */
export const formObject = <S extends z.ZodRawShape>(shape: S) => z.object(shape, { error: MESSAGES.invalid });

export type TextRule = readonly [test: (value: string) => boolean, message: string];

export const minLength = (length: number, message: string): TextRule => [(v) => v.length >= length, message];
export const maxLength = (length: number, message: string): TextRule => [(v) => v.length <= length, message];
export const matches = (pattern: RegExp, message: string): TextRule => [(v) => pattern.test(v), message];

/**
 * A string that must hold more than spaces. Only the first failing rule reports, so a blank field
 * reads "required" and nothing else; no check aborts, so form-level checks (confirmation) still run.
 */
export function requiredText(required: string, rules: readonly TextRule[] = [], { trim = false } = {}) {
  const text = z.string({ error: required });
  return (trim ? text.trim() : text).superRefine((value, ctx) => {
    const message = value.trim() === '' ? required : rules.find(([test]) => !test(value))?.[1];
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  });
}

/** Optional free text: blank or null reads as absent, anything else is trimmed and checked. */
export function optionalText(rules: readonly TextRule[] = []) {
  return z
    .string({ error: INVALID_VALUE_MESSAGE })
    .trim()
    .superRefine((value, ctx) => {
      const message = value === '' ? undefined : rules.find(([test]) => !test(value))?.[1];
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    })
    .nullish()
    .transform((value) => value || undefined);
}

export const emailField = (messages: { required: string; invalid: string }) =>
  requiredText(messages.required, [matches(EMAIL_PATTERN, messages.invalid)], { trim: true });

/** A checkbox that must be ticked, such as accepting the terms. */
export const mustBeTrue = (message: string) =>
  z.boolean({ error: message }).refine((v) => v, { error: message });

/**
 * Forms send numbers as text (and multipart bodies always do): blank becomes missing, a French
 * decimal comma and grouping spaces are accepted, anything else that is not a number becomes NaN.
 */
function toNumberInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value !== 'string') return value;
  const compact = value.replace(/\s/g, '').replace(',', '.');
  if (compact === '') return undefined;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact) ? Number(compact) : Number.NaN;
}

/** A number (or numeric text) that reads `required` when missing and `invalid` when not a finite number. */
export const numberField = (messages: { required: string; invalid: string }) =>
  z.number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) });

export const fromNumberInput = <T extends z.ZodType>(schema: T) => z.preprocess(toNumberInput, schema);

/** Adds the form-level check that a confirmation equals its field, reported on the confirmation. */
export function withConfirmation<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  key: keyof z.output<S> & string,
  confirmKey: keyof z.output<S> & string,
  message: string,
) {
  return schema.refine((data) => data[key] === data[confirmKey], {
    path: [confirmKey],
    error: message,
    // Run even when other fields fail, but not on a blank confirmation (it already says "required").
    when: ({ value }) => {
      const data = value as Partial<Record<string, unknown>> | null;
      return (
        typeof data?.[key] === 'string' && typeof data[confirmKey] === 'string' && data[confirmKey] !== ''
      );
    },
  });
}

/**
 * Messages by dotted field path ('position.x'; '' for the whole form), the shape of the API's
 * `errors` (DESIGN §3) and what forms attach to their fields. Empty when there is no error.
 */
export function fieldErrors(error: z.ZodError | undefined): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error?.issues ?? []) {
    const path = issue.path.map(String).join('.');
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}
