import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Banknote } from 'lucide-react';
import {
  enregistrerPaiementSchema,
  proofFileErrors,
  type Paiement,
} from '@parcelles/shared/contracts/paiements';
import type { Reservation } from '@parcelles/shared/contracts/reservations';
import {
  COMMENT_MAX_LENGTH,
  OPERATEURS_MOBILE_MONEY,
  OPERATEUR_MOBILE_MONEY_LABELS,
  PAIEMENT_METHODE_INFO,
  dueNow,
  isRunningReservation,
  lubumbashiDay,
  type PaiementMethode,
} from '@parcelles/shared/domain';
import { formatMoney, formatMoney2 } from '@parcelles/shared/format';
import { LINK_CLASS } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { adminRecordPayment } from '../../../i18n/fr/admin-record-payment';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useRecordPaiement } from '../api/record-paiement';
import { ScanField } from './record-payment-scan';

const t = adminRecordPayment;

/** The cash office's method first: most payments recorded here were paid at its counter. */
const METHODS: readonly PaiementMethode[] = ['ESPECES', 'VIREMENT_BANCAIRE', 'MOBILE_MONEY'];
const METHOD_OPTIONS = METHODS.map((value) => ({ value, label: PAIEMENT_METHODE_INFO[value].label }));
const OPERATOR_OPTIONS = [
  { value: '', label: t.chooseOperator },
  ...OPERATEURS_MOBILE_MONEY.map((value) => ({ value, label: OPERATEUR_MOBILE_MONEY_LABELS[value] })),
];
/** The fields the server may name in its `errors`; `preuves` is the scan. */
const FIELDS = [
  'methode',
  'operateur',
  'montant',
  'datePaiement',
  'referencePaiement',
  'commentaireAdmin',
] as const;
type Field = (typeof FIELDS)[number];

/** Whether the server takes a payment for it (record-paiement.ts): running, with something owed. */
export const canReceivePayment = (reservation: Reservation): boolean =>
  isRunningReservation(reservation.statut) && reservation.montantRestant > 0;

/** An amount as a French user types it: '13200', '5133,35'. */
const amountInput = (dollars: number) =>
  Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2).replace('.', ',');

const messagesOf = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * 'Enregistrer un paiement' (ADMIN, issue 26): a button that reveals the form, which takes the
 * focus; Escape or 'Annuler' closes it and gives the focus back. Once recorded, the payment and
 * its receipt number stay announced with a link to its page, even when nothing is owed any more.
 */
export function RecordPayment({ reservation }: { reservation: Reservation }) {
  const [open, setOpen] = useState(false);
  const [recorded, setRecorded] = useState<Paiement | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const noticeLinkRef = useRef<HTMLAnchorElement>(null);
  const formId = useId();
  const receivable = canReceivePayment(reservation);

  useEffect(() => {
    if (recorded) noticeLinkRef.current?.focus();
  }, [recorded]);

  if (!receivable && !recorded && !open) return null;

  function close() {
    setOpen(false);
    // The focus was in the form, which goes: back to the button that opened it.
    openerRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      {recorded && (
        <AlertBox tone="success" title={t.success(formatMoney2(recorded.montant))}>
          {recorded.recu && <p>{t.receipt(recorded.recu.numero)}</p>}
          <p>
            <Link ref={noticeLinkRef} to={`/admin/paiements/${recorded.id}`} className={LINK_CLASS}>
              {t.openPayment}
            </Link>
          </p>
        </AlertBox>
      )}
      {receivable && (
        <Button
          ref={openerRef}
          variant={open ? 'secondary' : 'primary'}
          className="self-start"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => {
            if (open) return close();
            setRecorded(null);
            setOpen(true);
          }}
        >
          <Banknote aria-hidden="true" className="size-5" />
          {t.open}
        </Button>
      )}
      {open && (
        <RecordPaymentForm
          id={formId}
          reservation={reservation}
          onCancel={close}
          onRecorded={(paiement) => {
            setOpen(false);
            setRecorded(paiement);
          }}
        />
      )}
    </div>
  );
}

function RecordPaymentForm({
  id,
  reservation,
  onCancel,
  onRecorded,
}: {
  id: string;
  reservation: Reservation;
  onCancel: () => void;
  onRecorded: (paiement: Paiement) => void;
}) {
  const record = useRecordPaiement();
  const today = lubumbashiDay(new Date());
  // Issue 25: what is due now on the plan (late instalments and the next one), else all that remains.
  const due = dueNow(reservation);
  const form = useZodForm(enregistrerPaiementSchema, {
    reservationId: reservation.id,
    methode: 'ESPECES',
    operateur: '',
    montant: amountInput(due?.montant ?? reservation.montantRestant),
    datePaiement: today,
    referencePaiement: '',
    commentaireAdmin: '',
  });
  const [scan, setScan] = useState<File | null>(null);
  const [scanError, setScanError] = useState<string>();
  const [failure, setFailure] = useState<string[] | null>(null);
  const { setFocus } = form;
  const mobile = form.watch('methode') === 'MOBILE_MONEY';
  const commentaire = form.watch('commentaireAdmin') ?? '';

  useEffect(() => setFocus('methode'), [setFocus]);

  function chooseScan(file: File | null) {
    const errors = file ? proofFileErrors(file) : [];
    setScanError(errors[0]);
    setScan(errors.length > 0 ? null : file);
  }

  /** The server's refusal: field errors at their fields (the first focused), the rest in the alert. */
  function showFailure(error: Error) {
    if (!(error instanceof ApiError)) return setFailure([t.failed]);
    const entries = Object.entries(error.errors);
    const onFields = entries.filter(([name]) => (FIELDS as readonly string[]).includes(name));
    const scanMessage = messagesOf(error.errors.preuves)[0];
    const others = entries
      .filter(([name]) => name !== 'preuves' && !(FIELDS as readonly string[]).includes(name))
      .flatMap(([, value]) => messagesOf(value));
    form.setServerErrors(Object.fromEntries(onFields));
    if (scanMessage) setScanError(scanMessage);
    const first = onFields[0]?.[0] as Field | undefined;
    if (first) setFocus(first);
    const shownAtField = first !== undefined || scanMessage !== undefined;
    setFailure(shownAtField ? (others.length > 0 ? others : null) : [error.message, ...others]);
  }

  const submit = form.onSubmit((data) => {
    setFailure(null);
    record.mutate(
      { ...data, scan },
      {
        onSuccess: ({ data: paiement, message }) => {
          toast.success(message ?? t.recorded);
          onRecorded(paiement);
        },
        onError: showFailure,
      },
    );
  });

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Escape' || record.isPending) return;
    event.stopPropagation();
    onCancel();
  }

  return (
    <form
      id={id}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-5 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-lg font-bold text-stone-900">
          {t.heading}
        </h2>
        <p id={`${id}-intro`} className="text-sm text-stone-700">
          {t.intro}
        </p>
      </div>
      {failure && (
        <AlertBox title={t.failed}>
          {failure.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </AlertBox>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label={t.methode} options={METHOD_OPTIONS} {...form.field('methode')} />
        {mobile && (
          <SelectField label={t.operateur} options={OPERATOR_OPTIONS} {...form.field('operateur')} />
        )}
        <TextField
          label={t.montant}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          hint={
            due
              ? t.montantDueHint(formatMoney(due.montant), formatMoney(reservation.montantRestant))
              : t.montantHint(formatMoney(reservation.montantRestant))
          }
          {...form.field('montant')}
        />
        <TextField label={t.date} type="date" max={today} hint={t.dateHint} {...form.field('datePaiement')} />
        <TextField
          label={mobile ? t.transactionId : t.reference}
          labelNote={mobile ? undefined : t.optional}
          type="text"
          autoComplete="off"
          hint={mobile ? t.transactionIdHint : t.referenceHint}
          {...form.field('referencePaiement')}
        />
      </div>
      <ScanField file={scan} error={scanError} disabled={record.isPending} onChange={chooseScan} />
      <TextareaField
        label={t.commentaire}
        labelNote={t.optional}
        rows={2}
        count={{ length: commentaire.length, max: COMMENT_MAX_LENGTH }}
        {...form.field('commentaireAdmin')}
      />
      {record.progress !== null && <UploadProgress label={t.progress} fraction={record.progress} />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={record.isPending}>
          {t.cancel}
        </Button>
        <SubmitButton pending={record.isPending} pendingLabel={t.submitting}>
          {t.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
