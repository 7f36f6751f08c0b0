import { useId } from 'react';
import { createCompteSchema } from '@parcelles/shared/contracts/releves';
import {
  COMPTE_TYPES,
  COMPTE_TYPE_LABELS,
  OPERATEURS_MOBILE_MONEY,
  OPERATEUR_MOBILE_MONEY_LABELS,
} from '@parcelles/shared/domain';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateCompte } from '../api/create-compte';

const t = adminReleves.compteForm;
const TYPE_OPTIONS = COMPTE_TYPES.map((type) => ({ value: type, label: COMPTE_TYPE_LABELS[type] }));
const OPERATEUR_OPTIONS = [
  { value: '', label: t.chooseOperateur },
  ...OPERATEURS_MOBILE_MONEY.map((op) => ({ value: op, label: OPERATEUR_MOBILE_MONEY_LABELS[op] })),
];

/**
 * A new account statements are imported into: a bank account, or an operator's business account
 * (its operator then required). The shared schema checks it here as the server does; the server's
 * own refusals (a name taken) land under their field.
 */
export function CompteForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const create = useCreateCompte();
  const form = useZodForm(createCompteSchema, {
    nom: '',
    type: 'BANQUE',
    operateur: '',
    devise: 'USD',
    numero: '',
  });
  const mobile = form.watch('type') === 'MOBILE_MONEY';

  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message ?? t.created);
        onDone();
      },
      onError: (failure) => {
        if (!(failure instanceof ApiError)) return;
        form.setServerErrors(failure.errors);
        if (failure.status === 409 && !failure.fieldError('nom'))
          form.setError('nom', { type: 'server', message: failure.message });
      },
    }),
  );
  // A refusal no field shows (a server fault, the connection) is said above the form.
  const failure = create.error;
  const unattached =
    failure && !(failure instanceof ApiError && Object.keys(failure.errors).length > 0) ? failure : null;

  return (
    <form
      noValidate
      aria-labelledby={id}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h3 id={id} className="text-lg font-bold text-stone-900">
        {t.heading}
      </h3>
      {unattached && (
        <AlertBox>
          <p>{unattached.message}</p>
        </AlertBox>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.nom} hint={t.nomHint} autoComplete="off" {...form.field('nom')} />
        <SelectField label={t.type} options={TYPE_OPTIONS} {...form.field('type')} />
        {mobile && (
          <SelectField
            label={t.operateur}
            options={OPERATEUR_OPTIONS}
            // Unregistered when hidden: a bank account sends no operator.
            {...form.register('operateur', { shouldUnregister: true })}
            error={form.errorOf('operateur')}
          />
        )}
        <TextField
          label={t.devise}
          hint={t.deviseHint}
          maxLength={3}
          autoCapitalize="characters"
          autoComplete="off"
          {...form.field('devise')}
        />
        <TextField
          label={t.numero}
          labelNote={t.optional}
          hint={t.numeroHint}
          autoComplete="off"
          {...form.field('numero')}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton pending={create.isPending} pendingLabel={t.pending} size="md">
          {t.submit}
        </SubmitButton>
        <Button variant="secondary" size="md" onClick={onDone} disabled={create.isPending}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
