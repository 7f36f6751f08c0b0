import { useEffect, useMemo, useState } from 'react';
import {
  COMMENT_MAX_LENGTH,
  OPERATEURS_MOBILE_MONEY,
  OPERATEUR_MOBILE_MONEY_LABELS,
  isOperateurMobileMoney,
} from '@parcelles/shared/domain';
import { proofFormSchemaFor, type ProofForm as ProofFormValues } from '@parcelles/shared/contracts/paiements';
import { formatMoney } from '@parcelles/shared/format';
import { SubmitButton } from '../../../components/form/submit-button';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { paiements as frPaiements } from '../../../i18n/fr/paiements';
import { useProofFiles } from '../hooks/use-proof-files';
import type { PaymentState } from '../lib/payment-state';
import { BankTransferPanel } from './bank-transfer-panel';
import { CashPanel } from './cash-panel';
import { MethodChoice } from './method-choice';
import { MobileMoneyPanel } from './mobile-money-panel';
import { ProofFilesField } from './proof-files-field';
import { dueOf } from './reservation-summary';
import { UploadFailure } from './upload-failure';
import { UploadProgress } from '../../../components/ui/upload-progress';

export interface ProofSubmission extends ProofFormValues {
  preuves: File[];
}

export type ProofFormProps = Pick<PaymentState, 'reservation'> & {
  pending: boolean;
  /** Share of the upload sent, 0 to 1; null before sending. */
  progress: number | null;
  /** Why the last upload failed when sending again may work (lib/upload-failure.ts); null otherwise. */
  failure?: string | null;
  /**
   * `showServerErrors` puts the server's field errors under the fields they name (a mobile money
   * transaction id already declared answers 409 on `referencePaiement`); it returns whether any
   * field took one, so the caller toasts only what no field shows.
   */
  onSubmit: (submission: ProofSubmission, showServerErrors: (errors: ServerErrors) => boolean) => void;
};

export type ServerErrors = Record<string, string | string[]>;

/**
 * The proof form proper (loaded by proof-form.tsx). Checked with the shared schema on submit, then
 * on every change, so a message goes as soon as the input is fixed. The files are checked beside
 * the fields, with their own rules (use-proof-files.ts).
 */
/** An amount as a French buyer types it: '13200', '5133,35'. */
const amountInput = (dollars: number) =>
  Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2).replace('.', ',');

export function ProofFormFields({ reservation, pending, progress, failure, onSubmit }: ProofFormProps) {
  const t = frPaiements.proof;
  const schema = useMemo(() => proofFormSchemaFor(reservation.montantTotal), [reservation.montantTotal]);
  // Issue 25: the amount suggested is what is due now on the plan; the buyer may change it.
  const due = dueOf(reservation);
  const form = useZodForm(schema, {
    methode: 'VIREMENT_BANCAIRE',
    operateur: '',
    montant: due ? amountInput(due.montant) : '',
    referencePaiement: '',
    commentaire: '',
  });
  const methode = form.watch('methode');
  const operateur = form.watch('operateur');
  const mobile = methode === 'MOBILE_MONEY';
  const operatorOptions = [
    { value: '', label: t.chooseOperator },
    ...OPERATEURS_MOBILE_MONEY.map((value) => ({ value, label: OPERATEUR_MOBILE_MONEY_LABELS[value] })),
  ];
  const commentaire = form.watch('commentaire') ?? '';
  const files = useProofFiles();

  // The field the server refused takes the focus once the sending is over: until then the fields
  // are disabled, and a disabled field cannot take it.
  // (A new object for each refusal; cleared when the form is sent again.)
  const [refused, setRefused] = useState<{ field: keyof ProofFormValues } | null>(null);
  const { setFocus } = form;
  useEffect(() => {
    if (!pending && refused) setFocus(refused.field);
  }, [pending, refused, setFocus]);

  function showServerErrors(errors: ServerErrors): boolean {
    const known = Object.keys(form.getValues());
    const onFields = Object.fromEntries(Object.entries(errors).filter(([name]) => known.includes(name)));
    form.setServerErrors(onFields);
    const first = Object.keys(onFields)[0];
    if (first) setRefused({ field: first as keyof ProofFormValues });
    return first !== undefined;
  }

  const submit = form.onSubmit(
    (data, event) => {
      setRefused(null);
      if (files.checkNotEmpty())
        onSubmit({ ...data, preuves: files.entries.map((entry) => entry.file) }, showServerErrors);
      // The fields are right: take the keyboard and the screen reader to the files. (The check
      // ends after the event, whose `target` is still the form when `currentTarget` no longer is.)
      else
        (event?.target as HTMLElement | undefined)?.querySelector<HTMLElement>('[name="preuves"]')?.focus();
    },
    // The form moves the focus to the first field to fix; the files say what they lack too.
    () => files.checkNotEmpty(),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <MethodChoice value={methode} onChange={(next) => form.setValue('methode', next)} />
      {methode === 'VIREMENT_BANCAIRE' && <BankTransferPanel reference={reservation.reference} />}
      {methode === 'ESPECES' && <CashPanel reference={reservation.reference} />}
      {mobile && (
        <div className="flex flex-col gap-4">
          <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
            <SelectField
              label={t.operator}
              options={operatorOptions}
              disabled={pending}
              {...form.field('operateur')}
            />
          </div>
          <MobileMoneyPanel operateur={isOperateurMobileMoney(operateur) ? operateur : undefined} />
        </div>
      )}

      <div className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            hint={
              due
                ? t.amountDueHint(formatMoney(due.montant), formatMoney(reservation.montantRestant))
                : t.amountHint(formatMoney(reservation.montantRestant))
            }
            disabled={pending}
            {...form.field('montant')}
          />
          <TextField
            label={mobile ? t.transactionId : t.reference}
            labelNote={mobile ? undefined : t.optional}
            type="text"
            autoComplete="off"
            hint={mobile ? t.transactionIdHint : t.referenceHint}
            disabled={pending}
            {...form.field('referencePaiement')}
          />
        </div>

        <ProofFilesField
          entries={files.entries}
          errors={files.errors}
          onAdd={files.add}
          onRemove={files.remove}
          disabled={pending}
          preparing={files.preparing}
        />

        <TextareaField
          label={t.comment}
          labelNote={t.optional}
          rows={3}
          hint={t.commentCount(commentaire.length, COMMENT_MAX_LENGTH)}
          disabled={pending}
          {...form.field('commentaire')}
        />

        {progress !== null && <UploadProgress label={t.progress} fraction={progress} />}
        {failure && !pending && <UploadFailure message={failure} />}

        <SubmitButton pending={pending} pendingLabel={t.submitting} disabled={files.preparing}>
          {t.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
