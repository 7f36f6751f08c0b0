import { useId, useState, type ReactNode } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { parcelleFormSchema, type ParcelleFormInput } from '@parcelles/shared/contracts/parcelle-form';
import type { Parcelle } from '@parcelles/shared/contracts/parcelles';
import { CATEGORIES, categoryInfo, plotStatusInfo } from '@parcelles/shared/domain';
import { formatMoney } from '@parcelles/shared/format';
import type { FieldErrors } from '@parcelles/shared/errors';
import { FieldMessage } from '../../../components/form/field-message';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AlertBox } from '../../../components/ui/alert-box';
import { adminParcelles } from '../../../i18n/fr/admin-parcelles';
import { ApiError } from '../../../lib/api-client';
import { useCreateParcelle, useUpdateParcelle } from '../api/save-parcelle';
import {
  changedFields,
  formDefaults,
  isPriceLocked,
  isStatusManual,
  positionFromInputs,
  statusChoices,
} from '../lib/form-values';

const t = adminParcelles.form;

/** What the form hands the position picker the route gives it (the site plan, another feature). */
export interface PositionPickerProps {
  /** On the 80000 × 60000 grid; null until both coordinates are numbers. */
  value: { x: number; y: number } | null;
  onChange: (position: { x: number; y: number }) => void;
  /** The plot being edited (left out of the plots drawn and of the 'taken' check). */
  plotId?: string;
  numeroLot: string;
}

const CATEGORIE_OPTIONS = [
  { value: '', label: t.noCategorie },
  ...CATEGORIES.map((categorie) => ({ value: categorie, label: categoryInfo(categorie).label })),
];

const FORM_FIELDS = [
  'numeroLot',
  'surface',
  'prix',
  'statut',
  'categorie',
  'adresse',
  'localisation',
  'description',
] as const;

interface Refusal {
  title: string;
  message: string;
}

/**
 * Create (no `parcelle`) or edit a plot, checked by the shared schema (spec §5 messages). The
 * server's field errors land on their fields (a lot number already used: 409 on numeroLot); a
 * refusal for a rule (a reserved plot made available, a price locked by a reservation) shows in
 * an alert with the server's reason. Statuses set by reservations are shown, never offered.
 */
export function ParcelleForm({
  parcelle,
  positionPicker,
  onSaved,
  footer,
}: {
  parcelle?: Parcelle;
  /** The site plan to pick the position on; the x/y fields alone without it. */
  positionPicker?: (props: PositionPickerProps) => ReactNode;
  onSaved: (parcelle: Parcelle) => void;
  /** Beside the submit button (a cancel link). */
  footer?: ReactNode;
}) {
  const form = useZodForm(parcelleFormSchema, formDefaults(parcelle));
  const create = useCreateParcelle();
  const update = useUpdateParcelle(parcelle?.id ?? '');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const statusNoteId = useId();
  const positionErrorId = useId();

  const statut = parcelle?.statut;
  const statusLocked = statut !== undefined && !isStatusManual(statut);
  const priceLocked = statut !== undefined && isPriceLocked(statut);
  const [x, y, numeroLot] = useWatch({
    control: form.control,
    name: ['position.x', 'position.y', 'numeroLot'],
  });
  const position = positionFromInputs(x, y);
  const positionError = form.errorOf('position.x') ?? form.errorOf('position.y') ?? form.errorOf('position');

  function setPosition(next: { x: number; y: number }) {
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('position.x', String(next.x), options);
    form.setValue('position.y', String(next.y), options);
  }

  /** Field errors on their fields; true when at least one was placed. */
  function showFieldErrors(errors: FieldErrors): boolean {
    let placed = false;
    for (const [name, messages] of Object.entries(errors)) {
      const message = Array.isArray(messages) ? messages[0] : messages;
      if (!message) continue;
      const field: FieldPath<ParcelleFormInput> | undefined = name.startsWith('position')
        ? 'position.x'
        : (FORM_FIELDS as readonly string[]).includes(name)
          ? (name as (typeof FORM_FIELDS)[number])
          : undefined;
      if (field) {
        form.setError(field, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    return placed;
  }

  function onFailure(error: Error) {
    if (error instanceof ApiError && showFieldErrors(error.errors)) return;
    setRefusal({
      title: error instanceof ApiError && error.status === 409 ? t.refused : t.failed,
      message: error.message,
    });
  }

  const submit = form.onSubmit((values) => {
    setRefusal(null);
    if (!parcelle) {
      create.mutate(values, {
        onSuccess: ({ data, message }) => {
          toast.success(message ?? t.created(data.numeroLot));
          onSaved(data);
        },
        onError: onFailure,
      });
      return;
    }
    const body = changedFields(parcelle, values);
    if (Object.keys(body).length === 0) {
      toast(t.unchanged);
      return;
    }
    update.mutate(body, {
      onSuccess: ({ data, message }) => {
        toast.success(message ?? t.saved(data.numeroLot));
        form.reset(formDefaults(data));
        onSaved(data);
      },
      onError: onFailure,
    });
  });

  const pending = create.isPending || update.isPending;
  const statusOptions = statusChoices(statut).map((value) => ({ value, label: plotStatusInfo(value).label }));

  return (
    <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-6">
      {refusal && (
        <AlertBox title={refusal.title}>
          <p>{refusal.message}</p>
        </AlertBox>
      )}

      <Section title={t.identity}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.numeroLot}
            placeholder="LOT-123"
            autoComplete="off"
            {...form.field('numeroLot')}
          />
          {statusLocked ? (
            <div>
              <SelectField
                label={t.statut}
                options={[{ value: statut, label: plotStatusInfo(statut).label }]}
                value={statut}
                disabled
                aria-describedby={statusNoteId}
                onChange={() => undefined}
              />
              <p id={statusNoteId} className="mt-1.5 text-sm text-stone-700">
                {statut === 'VENDUE' ? t.statusLocked.VENDUE : t.statusLocked.RESERVEE}
              </p>
            </div>
          ) : (
            <div>
              <SelectField
                label={t.statut}
                options={statusOptions}
                aria-describedby={statusNoteId}
                {...form.register('statut')}
              />
              <FieldMessage id={statusNoteId} error={form.errorOf('statut')} hint={t.statusHint} />
            </div>
          )}
          <SelectField label={t.categorie} options={CATEGORIE_OPTIONS} {...form.register('categorie')} />
        </div>
      </Section>

      <Section title={t.pricing}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.surface} inputMode="decimal" autoComplete="off" {...form.field('surface')} />
          {priceLocked ? (
            <TextField
              label={t.prix}
              value={formatMoney(parcelle?.prix ?? 0)}
              disabled
              readOnly
              hint={statut === 'VENDUE' ? t.priceLocked.VENDUE : t.priceLocked.RESERVEE}
            />
          ) : (
            <TextField label={t.prix} inputMode="decimal" autoComplete="off" {...form.field('prix')} />
          )}
        </div>
      </Section>

      <Section title={t.placement}>
        <p className="text-sm text-stone-700">{t.placementHint}</p>
        {positionPicker?.({ value: position, onChange: setPosition, plotId: parcelle?.id, numeroLot })}
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t.x}
            inputMode="numeric"
            autoComplete="off"
            {...form.register('position.x')}
            aria-invalid={positionError ? true : undefined}
            aria-describedby={positionError ? positionErrorId : undefined}
          />
          <TextField
            label={t.y}
            inputMode="numeric"
            autoComplete="off"
            {...form.register('position.y')}
            aria-invalid={positionError ? true : undefined}
            aria-describedby={positionError ? positionErrorId : undefined}
          />
        </div>
        <FieldMessage id={positionErrorId} error={positionError} />
      </Section>

      <Section title={t.details}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t.adresse} labelNote={t.optional} {...form.field('adresse')} />
          <TextField label={t.localisation} labelNote={t.optional} {...form.field('localisation')} />
        </div>
        <TextareaField label={t.description} labelNote={t.optional} rows={4} {...form.field('description')} />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        {footer}
        <SubmitButton pending={pending} pendingLabel={parcelle ? t.saving : t.creating}>
          {parcelle ? t.save : t.create}
        </SubmitButton>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
