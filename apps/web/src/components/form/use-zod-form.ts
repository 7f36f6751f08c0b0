import type { FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type SubmitErrorHandler,
  type SubmitHandler,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { FieldErrors as ServerFieldErrors } from '@parcelles/shared/errors';

/**
 * A react-hook-form form checked by a shared zod schema (whose messages are the spec's, §5).
 * Fields are checked on submit, then again on every change once the form was submitted, so a
 * message goes away as soon as the input is fixed; the first field to fix takes the focus.
 * `field(name)` gives a kit field (TextField, PasswordField, CheckboxField...) its registration and
 * its message; `setServerErrors` attaches the `errors` of a 400 (spec §5 "Server validation").
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  type Values = z.input<S>;
  const form = useForm<Values, unknown, z.output<S>>({
    resolver: zodResolver(schema),
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
  const onSubmit =
    (onValid: SubmitHandler<z.output<S>>, onInvalid?: SubmitErrorHandler<Values>) =>
    (event: FormEvent<HTMLFormElement>) =>
      void form.handleSubmit(onValid, onInvalid)(event);

  return { ...form, field, errorOf, setServerErrors, onSubmit };
}
