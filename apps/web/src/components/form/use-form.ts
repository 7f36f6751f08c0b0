import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '@parcelles/shared/errors';

type Values = Record<string, string | boolean>;
export type FormErrors<V> = Partial<Record<keyof V & string, string>>;
/** The fields of `V` holding a `T`: text inputs hold strings, checkboxes booleans. */
type KeysOf<V, T> = { [K in keyof V & string]: V[K] extends T ? K : never }[keyof V & string];

/** The first message of each field, the way the form shows them. */
function firstMessages<V>(issues: readonly z.core.$ZodIssue[]): FormErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors as FormErrors<V>;
}

/**
 * A small form state validated by a shared zod schema (whose messages are the spec's, §5).
 * Fields are checked on submit, then again on every change once the form was submitted or the
 * field shows an error, so a message goes away as soon as the input is fixed. Server field errors
 * (`errors` of a 400) attach to the same fields.
 */
export function useForm<V extends Values, Output>(schema: z.ZodType<Output>, initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);

  function validate(next: V) {
    const result = schema.safeParse(next);
    return result.success
      ? { data: result.data, errors: {} }
      : { data: undefined, errors: firstMessages<V>(result.error.issues) };
  }

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted || errors[name]) setErrors(validate(next).errors);
  }

  /** Props for the text input of a field. */
  function register<K extends KeysOf<V, string>>(name: K) {
    return {
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as V[K]),
      error: errors[name],
    };
  }

  /** Props for the checkbox of a field. */
  function registerCheckbox<K extends KeysOf<V, boolean>>(name: K) {
    return {
      name,
      checked: values[name] as boolean,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as V[K]),
      error: errors[name],
    };
  }

  function handleSubmit(onValid: (data: Output) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const result = validate(values);
      setErrors(result.errors);
      if (result.data !== undefined) {
        onValid(result.data);
        return;
      }
      // Take the keyboard and the screen reader to the first field to fix.
      const first = Object.keys(result.errors)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    };
  }

  /** Attaches the server's field errors (spec §5 "Server validation") to the fields it names. */
  function setServerErrors(serverErrors: FieldErrors) {
    const attached: Record<string, string> = {};
    for (const [field, messages] of Object.entries(serverErrors)) {
      const message = Array.isArray(messages) ? messages[0] : messages;
      if (field in values && message) attached[field] = message;
    }
    setErrors(attached as FormErrors<V>);
  }

  function reset(next: V = initialValues) {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  }

  return { values, errors, setValue, register, registerCheckbox, handleSubmit, setServerErrors, reset };
}
