import { useId } from 'react';
import { Columns2, Sigma } from 'lucide-react';
import type { ApercuReleve, MappingCsv } from '@parcelles/shared/contracts/releves';
import { FORMATS_DATE } from '@parcelles/shared/domain';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import type { MappingSource } from '../hooks/use-import-flow';
import {
  toFormValues,
  type ColonneSaisie,
  type MappingErrors,
  type MappingFormValues,
  type ModeMontant,
} from '../lib/mapping-form';

const t = adminReleves.mapping;
const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));
const MODES = [
  { value: 'montant', label: t.modes.montant, icon: Sigma },
  { value: 'creditDebit', label: t.modes.creditDebit, icon: Columns2 },
] as const;
const NOTES: Record<MappingSource, string> = {
  compte: t.fromSaved,
  proposition: t.fromProposal,
  vide: t.fromNothing,
};

/**
 * How to read a CSV statement (ADR 046): the account's saved mapping or the one proposed from the
 * file, to check and correct. The header's titles are offered in each column's field.
 */
export function MappingForm({
  values,
  errors,
  source,
  apercu,
  saved,
  disabled,
  onChange,
}: {
  values: MappingFormValues;
  errors: MappingErrors;
  source: MappingSource;
  apercu: NonNullable<ApercuReleve['csv']>;
  saved: MappingCsv | null;
  disabled: boolean;
  onChange: (values: MappingFormValues, source?: MappingSource) => void;
}) {
  const ids = useId();
  const set = <K extends keyof MappingFormValues>(key: K, value: MappingFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const column = (name: ColonneSaisie, label: string, extra: { hint?: string; optional?: boolean } = {}) => (
    <TextField
      label={label}
      labelNote={extra.optional ? t.optional : undefined}
      hint={extra.hint}
      list={apercu.entete.length > 0 ? `${ids}-entete` : undefined}
      autoComplete="off"
      value={values.colonnes[name]}
      error={errors[name]}
      disabled={disabled}
      onChange={(event) => set('colonnes', { ...values.colonnes, [name]: event.target.value })}
    />
  );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h3 id={`${ids}-heading`} className="text-lg font-bold text-stone-900">
        {t.heading}
      </h3>
      <p className="text-sm text-stone-700">{NOTES[source]}</p>
      {apercu.manquants.length > 0 && (
        <p className="text-sm text-stone-800">
          <span className="font-semibold">{t.manquants}</span> {apercu.manquants.join(' ; ')}
        </p>
      )}
      {apercu.entete.length > 0 && (
        <p className="text-sm wrap-anywhere text-stone-800">
          <span className="font-semibold">{t.entete}</span> {apercu.entete.join(' · ')}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {source !== 'proposition' && apercu.mapping && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange(toFormValues(apercu.mapping), 'proposition')}
          >
            {t.useProposal}
          </Button>
        )}
        {source !== 'compte' && saved && (
          <Button variant="secondary" size="sm" onClick={() => onChange(toFormValues(saved), 'compte')}>
            {t.useSaved}
          </Button>
        )}
      </div>
      {hasErrors && (
        <AlertBox title={t.invalid}>
          {errors.general && <p className="wrap-anywhere">{errors.general}</p>}
        </AlertBox>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.separateur}
          value={values.separateur}
          error={errors.separateur}
          disabled={disabled}
          options={options(t.separateurs)}
          onChange={(event) => set('separateur', event.target.value as MappingFormValues['separateur'])}
        />
        <SelectField
          label={t.separateurDecimal}
          value={values.separateurDecimal}
          error={errors.separateurDecimal}
          disabled={disabled}
          options={options(t.decimales)}
          onChange={(event) =>
            set('separateurDecimal', event.target.value as MappingFormValues['separateurDecimal'])
          }
        />
        <SelectField
          label={t.formatDate}
          value={values.formatDate}
          error={errors.formatDate}
          disabled={disabled}
          options={FORMATS_DATE.map((format) => ({ value: format, label: format }))}
          onChange={(event) => set('formatDate', event.target.value as MappingFormValues['formatDate'])}
        />
        <TextField
          label={t.premieresLignesIgnorees}
          hint={t.premieresHint}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={values.premieresLignesIgnorees}
          error={errors.premieresLignesIgnorees}
          disabled={disabled}
          onChange={(event) => set('premieresLignesIgnorees', event.target.value)}
        />
      </div>
      <CheckboxField
        label={t.ligneEntete}
        checked={values.ligneEntete}
        error={errors.ligneEntete}
        disabled={disabled}
        onChange={(event) => set('ligneEntete', event.target.checked)}
      />

      <SegmentedControl<ModeMontant>
        name={`${ids}-mode`}
        legend={t.modeMontant}
        look="cards"
        options={MODES}
        value={values.modeMontant}
        onChange={(mode) => set('modeMontant', mode)}
      />

      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-stone-800">{t.colonnes}</legend>
        <p className="text-sm text-stone-600">{t.colonnesHint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {column('date', t.date)}
          {column('dateValeur', t.dateValeur, { optional: true })}
          {values.modeMontant === 'montant' ? (
            column('montant', t.montant, { hint: t.montantHint })
          ) : (
            <>
              {column('credit', t.credit)}
              {column('debit', t.debit)}
            </>
          )}
          {column('libelle', t.libelle, { hint: t.libelleHint })}
          {column('contrepartie', t.contrepartie, { optional: true })}
          {column('reference', t.reference, { optional: true })}
        </div>
        {values.modeMontant === 'montant' && values.sens && (
          <p className="text-sm text-stone-700">{t.sensKept(String(values.sens.colonne))}</p>
        )}
        {values.devise !== undefined && (
          <p className="text-sm text-stone-700">{t.deviseKept(String(values.devise))}</p>
        )}
      </fieldset>
      {apercu.entete.length > 0 && (
        <datalist id={`${ids}-entete`}>
          {apercu.entete.map((titre, index) => (
            <option key={`${index}-${titre}`} value={titre} />
          ))}
        </datalist>
      )}
    </section>
  );
}
