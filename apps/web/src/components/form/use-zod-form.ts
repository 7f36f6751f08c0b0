import { useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type SubmitErrorHandler,
  type SubmitHandler,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { FieldErrors as ServerFieldErrors } from '@parcelles/shared/errors';
import { ApiError, networkError } from '../../lib/api-client';

type Schema = z.ZodType<FieldValues, FieldValues>;

/**
 * A schema from a module imported on the form's first use (`() => import(...)`), so that the form
 * shows and hydrates without zod and the contracts (ADR 035).
 */
export type SchemaImport<S extends Schema> = () => Promise<S>;

/**
 * The resolver of a form whose schema is imported on first use. `load()` starts the import (the
 * form's first focus) and is shared by every check; a failed import is tried again on the next.
 */
function deferredResolver<S extends Schema>(importSchema: SchemaImport<S>) {
  let loaded: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const load = () =>
    (loaded ??= importSchema().then(
      (schema) => zodResolver(schema),
      () => {
        loaded = undefined;
        // The module could not be downloaded: the connection is the likely cause.
        throw networkError();
      },
    ));
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, load };
}

/**
 * A react-hook-form form checked by a shared zod schema (whose messages are the spec's, §5).
 * Fields are checked on submit, then again on every change once the form was submitted, so a
 * message goes away as soon as the input is fixed; the first field to fix takes the focus.
 * `field(name)` gives a kit field (TextField, PasswordField, CheckboxField...) its registration and
 * its message; `setServerErrors` attaches the `errors` of a 400 (spec §5 "Server validation").
 *
 * Given a `SchemaImport` instead of a schema, the form's `onFocus` (put on the `<form>`) starts
 * the import, and a submit waits for it. If it cannot be downloaded, `formError` says so (the form
 * shows it in its alert), and the form stays as it is, to be sent again.
 */
export function useZodForm<S extends Schema>(
  schema: S | SchemaImport<S>,
  defaultValues: DefaultValues<z.input<S>>,
) {
  type Values = z.input<S>;
  // The schema (or its import) of the first render: a form checks with one schema all its life.
  const [{ resolver, load }] = useState(() =>
    typeof schema === 'function'
      ? deferredResolver(schema)
      : { resolver: zodResolver(schema), load: () => Promise.resolve() },
  );
  const form = useForm<Values, unknown, z.output<S>>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;

  /** The first message of a field, as the kit's fields show it. */
  const errorOf = (name: FieldPath<Values>): string | undefined =>
    (get(errors, name) as { message?: string } | undefined)?.message;

  /**
   * Props for a kit field. `deps` names the fields whose check reads this one (a confirmation), so
   * they are checked again when it changes.
   */
  const field = <K extends FieldPath<Values>>(
    name: K,
    options?: Pick<RegisterOptions<Values, K>, 'deps'>,
  ) => ({
    ...form.register(name, options),
    error: errorOf(name),
  });

  /** Attaches the server's field errors to the fields it names; others are left to the alert. */
  function setServerErrors(serverErrors: ServerFieldErrors) {
    const fields = form.getValues();
    for (const [name, messages] of Object.entries(serverErrors)) {
      const message = Array.isArray(messages) ? messages[0] : messages;
      if (name in fields && message) form.setError(name as FieldPath<Values>, { type: 'server', message });
    }
  }

  /** The form's onSubmit: validates, then calls `onValid` with the schema's output. */
  const onSubmit = (onValid: SubmitHandler<z.output<S>>, onInvalid?: SubmitErrorHandler<Values>) => {
    const submit = form.handleSubmit(onValid, onInvalid);
    return (event: FormEvent<HTMLFormElement>) =>
      void submit(event).catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        // Cleared by the next submit, whose check replaces every error.
        form.setError('root', { type: 'network', message: error.message });
      });
  };

  /** The `<form>`'s onFocus: a schema imported on first use starts downloading. */
  const onFocus = () => void load().catch(() => {});

  /** Why the last submit could not even be checked (the schema's download failed), if it was so. */
  const formError = errors.root?.message;

  return { ...form, field, errorOf, setServerErrors, onSubmit, onFocus, formError };
}
