import { useId } from 'react';
import { Link } from 'react-router';
import { reservationFormSchema, type ReservationForm } from '@parcelles/shared/contracts/reservations';
import { COMMENT_MAX_LENGTH } from '@parcelles/shared/domain';
import { fr } from '../../../i18n/fr';
// The account forms' fields and form state: the same look and behaviour for every form of the app.
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FieldMessage } from '../../../components/form/field-message';
import { INPUT_CLASS, LABEL_CLASS, LINK_CLASS } from '../../../components/form/field-styles';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { PRIMARY_BUTTON } from './button-styles';

// Step 1 of the reservation wizard (reservation.tsx), loaded apart from it: it alone needs zod.

const t = fr.reservations.wizard;

// A type, not an interface: only a type alias fits the form state's record of fields.
export type ReservationFormValues = {
  nom: string;
  email: string;
  telephone: string;
  commentaire: string;
  accepteConditions: boolean;
};

/** Spec §2 step 1 and §5 'Reservation step 1': checked here, no call until step 2 confirms. */
export function InformationStep({
  initialValues,
  onValid,
}: {
  initialValues: ReservationFormValues;
  onValid: (data: ReservationForm) => void;
}) {
  const f = t.form;
  const form = useForm<ReservationFormValues, ReservationForm>(reservationFormSchema, initialValues);
  const commentId = useId();
  const commentError = form.errors.commentaire;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onValid)}
      aria-labelledby="informations-title"
      className="flex flex-col gap-5"
    >
      <div>
        <h2 id="informations-title" className="text-xl font-bold text-stone-900">
          {f.heading}
        </h2>
        <p className="mt-1 text-stone-600">{f.intro}</p>
      </div>
      <TextField label={f.nom} autoComplete="name" {...form.register('nom')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={f.email} type="email" autoComplete="email" {...form.register('email')} />
        <TextField label={f.telephone} type="tel" autoComplete="tel" {...form.register('telephone')} />
      </div>
      <div>
        <label htmlFor={commentId} className={LABEL_CLASS}>
          {f.commentaire}
          <span className="ml-1 font-normal text-stone-500">{f.optional}</span>
        </label>
        <textarea
          id={commentId}
          name="commentaire"
          rows={4}
          value={form.values.commentaire}
          onChange={(event) => form.setValue('commentaire', event.target.value)}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={`${commentId}-message ${commentId}-count`}
          className={`${INPUT_CLASS} resize-y`}
        />
        <div className="flex items-start justify-between gap-3">
          <FieldMessage id={`${commentId}-message`} error={commentError} hint={f.commentaireHint} />
          <p
            id={`${commentId}-count`}
            className={`mt-1.5 shrink-0 text-sm tabular-nums ${
              form.values.commentaire.length > COMMENT_MAX_LENGTH
                ? 'font-semibold text-red-700'
                : 'text-stone-500'
            }`}
          >
            {form.values.commentaire.length}/{COMMENT_MAX_LENGTH}
          </p>
        </div>
      </div>
      <CheckboxField label={f.conditions} {...form.registerCheckbox('accepteConditions')} />
      <p className="-mt-2 pl-8 text-sm">
        <Link to="/terms" target="_blank" className={LINK_CLASS}>
          {f.readConditions}
        </Link>
      </p>
      <div className="flex justify-end">
        <button type="submit" className={PRIMARY_BUTTON}>
          {f.next}
        </button>
      </div>
    </form>
  );
}
