import { useId, useMemo, useState, type FormEvent } from 'react';
import { COMMENT_MAX_LENGTH, type PaiementMethode } from '@parcelles/shared/domain';
import { proofFormSchemaFor, type ProofForm as ProofFormValues } from '@parcelles/shared/contracts/paiements';
import { formatMoney } from '@parcelles/shared/format';
import { FieldMessage } from '../../../components/form/field-message';
import { INPUT_CLASS, LABEL_CLASS } from '../../../components/form/field-styles';
import { fr } from '../../../i18n/fr';
import { useProofFiles } from '../hooks/use-proof-files';
import type { PaymentState } from '../lib/payment-state';
import { BankTransferPanel } from './bank-transfer-panel';
import { CashPanel } from './cash-panel';
import { MethodChoice } from './method-choice';
import { ProofFilesField } from './proof-files-field';
import { UploadProgress } from './upload-progress';

type TextFields = { montant: string; referencePaiement: string; commentaire: string };
type FieldName = keyof TextFields;
type Errors = Partial<Record<FieldName, string>>;

export interface ProofSubmission extends ProofFormValues {
  preuves: File[];
}

export type ProofFormProps = Pick<PaymentState, 'reservation'> & {
  pending: boolean;
  /** Share of the upload sent, 0 to 1; null before sending. */
  progress: number | null;
  onSubmit: (submission: ProofSubmission) => void;
};

/**
 * The proof form proper (loaded by proof-form.tsx). Checked with the shared schema on submit, then
 * on every change, so a message goes as soon as the input is fixed.
 */
export function ProofFormFields({ reservation, pending, progress, onSubmit }: ProofFormProps) {
  const t = fr.paiements.proof;
  const ids = useId();
  const schema = useMemo(() => proofFormSchemaFor(reservation.montantTotal), [reservation.montantTotal]);
  const [methode, setMethode] = useState<PaiementMethode>('VIREMENT_BANCAIRE');
  const [values, setValues] = useState<TextFields>({ montant: '', referencePaiement: '', commentaire: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const files = useProofFiles();

  function validate(next: TextFields) {
    const result = schema.safeParse({ methode, ...next });
    if (result.success) return { data: result.data, errors: {} };
    const found: Errors = {};
    for (const issue of result.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
    return { data: undefined, errors: found };
  }

  function change(name: FieldName, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted || errors[name]) setErrors(validate(next).errors);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    setErrors(result.errors);
    const hasFiles = files.checkNotEmpty();
    if (result.data && hasFiles) {
      onSubmit({ ...result.data, preuves: files.entries.map((entry) => entry.file) });
      return;
    }
    // Take the keyboard and the screen reader to the first thing to fix.
    const first = Object.keys(result.errors)[0] ?? (hasFiles ? undefined : 'preuves');
    if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  const field = (name: FieldName) => ({
    id: `${ids}-${name}`,
    name,
    value: values[name],
    disabled: pending,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': `${ids}-${name}-message`,
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <MethodChoice value={methode} onChange={setMethode} />
      {methode === 'VIREMENT_BANCAIRE' ? (
        <BankTransferPanel reservationId={reservation.id} />
      ) : (
        <CashPanel reference={reservation.reference} />
      )}

      <div className="flex flex-col gap-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-montant`} className={LABEL_CLASS}>
              {t.amount}
            </label>
            <input
              {...field('montant')}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              onChange={(event) => change('montant', event.target.value)}
              className={INPUT_CLASS}
            />
            <FieldMessage
              id={`${ids}-montant-message`}
              error={errors.montant}
              hint={t.amountHint(formatMoney(reservation.montantRestant))}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-referencePaiement`} className={LABEL_CLASS}>
              {t.reference}
              <span className="ml-1 font-normal text-stone-500">{t.optional}</span>
            </label>
            <input
              {...field('referencePaiement')}
              type="text"
              autoComplete="off"
              onChange={(event) => change('referencePaiement', event.target.value)}
              className={INPUT_CLASS}
            />
            <FieldMessage
              id={`${ids}-referencePaiement-message`}
              error={errors.referencePaiement}
              hint={t.referenceHint}
            />
          </div>
        </div>

        <ProofFilesField
          entries={files.entries}
          errors={files.errors}
          onAdd={files.add}
          onRemove={files.remove}
          disabled={pending}
        />

        <div>
          <label htmlFor={`${ids}-commentaire`} className={LABEL_CLASS}>
            {t.comment}
            <span className="ml-1 font-normal text-stone-500">{t.optional}</span>
          </label>
          <textarea
            {...field('commentaire')}
            rows={3}
            onChange={(event) => change('commentaire', event.target.value)}
            className={`${INPUT_CLASS} resize-y`}
          />
          <FieldMessage
            id={`${ids}-commentaire-message`}
            error={errors.commentaire}
            hint={t.commentCount(values.commentaire.length, COMMENT_MAX_LENGTH)}
          />
        </div>

        {progress !== null && <UploadProgress fraction={progress} />}

        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-primary-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-primary-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-wait disabled:bg-primary-700/80"
        >
          {pending && (
            <span
              aria-hidden="true"
              className="size-4 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin"
            />
          )}
          {pending ? t.submitting : t.submit}
        </button>
      </div>
    </form>
  );
}
