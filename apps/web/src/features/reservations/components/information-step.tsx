import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { reservationFormSchema, type ReservationForm } from '@parcelles/shared/contracts/reservations';
import { COMMENT_MAX_LENGTH } from '@parcelles/shared/domain';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Button } from '../../../components/ui/button';
import { reservations as frReservations } from '../../../i18n/fr/reservations';

// Step 1 of the reservation wizard, loaded apart from the route's screen: it alone needs zod.

const t = frReservations.wizard;

export interface ReservationFormValues {
  nom: string;
  email: string;
  telephone: string;
  commentaire: string;
  accepteConditions: boolean;
}

/** Spec §2 step 1 and §5 'Reservation step 1': checked here, no call until step 2 confirms. */
export function InformationStep({
  initialValues,
  onValid,
  planChoice,
}: {
  initialValues: ReservationFormValues;
  onValid: (data: ReservationForm) => void;
  /** Issue 12: the 'Mode de paiement' choice, kept by the wizard rather than by this form. */
  planChoice?: ReactNode;
}) {
  const f = t.form;
  const form = useZodForm(reservationFormSchema, initialValues);
  const commentaire = form.watch('commentaire') ?? '';

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(onValid)}
      aria-labelledby="informations-title"
      className="flex flex-col gap-5"
    >
      <div>
        <h2 id="informations-title" className="text-xl font-bold text-stone-900">
          {f.heading}
        </h2>
        <p className="mt-1 text-stone-600">{f.intro}</p>
      </div>
      <TextField label={f.nom} autoComplete="name" {...form.field('nom')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={f.email} type="email" autoComplete="email" {...form.field('email')} />
        <TextField label={f.telephone} type="tel" autoComplete="tel" {...form.field('telephone')} />
      </div>
      {planChoice}
      <TextareaField
        label={f.commentaire}
        labelNote={f.optional}
        rows={4}
        hint={f.commentaireHint}
        count={{ length: commentaire.length, max: COMMENT_MAX_LENGTH }}
        {...form.field('commentaire')}
      />
      <CheckboxField label={f.conditions} {...form.field('accepteConditions')} />
      <p className="-mt-2 pl-8 text-sm">
        <Link to="/terms" target="_blank" className={LINK_CLASS}>
          {f.readConditions}
        </Link>
      </p>
      <div className="flex justify-end">
        <Button type="submit">{f.next}</Button>
      </div>
    </form>
  );
}
