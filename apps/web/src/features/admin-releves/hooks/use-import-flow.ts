// The import's steps (ADR 046), as the plot import does them: the file analysed (its format, a
// CSV's proposed columns), a dry run of exactly this account, file and mapping, then the import of
// what the dry run showed and nothing else. Changing any of the three asks for a new dry run.
import { useState } from 'react';
import {
  RELEVE_IMPORT_MESSAGES,
  type ApercuReleve,
  type CompteEncaissement,
  type ImportReleveResult,
  type MappingCsv,
} from '@parcelles/shared/contracts/releves';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { toast } from '../../../lib/toast';
import { useApercuReleve } from '../api/apercu-releve';
import { useImportReleve } from '../api/import-releve';
import { errorItems } from '../lib/api-errors';
import {
  fieldOf,
  readMapping,
  toFormValues,
  type MappingErrors,
  type MappingFormValues,
} from '../lib/mapping-form';

const t = adminReleves.import;

/** Where the mapping shown came from: the account's saved one, the file's proposal, or neither. */
export type MappingSource = 'compte' | 'proposition' | 'vide';

export type ImportOutcome =
  { kind: 'report'; result: ImportReleveResult } | { kind: 'failed'; title: string; error: unknown };

interface Checked {
  compteId: string;
  fichier: File;
  mapping: MappingCsv | undefined;
  result: ImportReleveResult;
}

export function useImportFlow(comptes: readonly CompteEncaissement[]) {
  const [compteId, setCompteIdState] = useState('');
  const [compteError, setCompteError] = useState<string>();
  const [fichier, setFichierState] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [apercu, setApercu] = useState<ApercuReleve | null>(null);
  const [mapping, setMappingState] = useState<MappingFormValues>(() => toFormValues(null));
  const [source, setSource] = useState<MappingSource>('vide');
  const [mappingErrors, setMappingErrors] = useState<MappingErrors>({});
  const [checked, setChecked] = useState<Checked | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const analyse = useApercuReleve();
  const send = useImportReleve();

  const compte = comptes.find((c) => c.id === compteId);
  const isCsv = apercu?.format === 'CSV';

  /** Fills the mapping from the account's saved one, else the file's proposal. */
  function prefill(from: CompteEncaissement | undefined, found: ApercuReleve | null) {
    const saved = from?.mappingCsv ?? null;
    const proposed = found?.csv?.mapping ?? null;
    setMappingState(toFormValues(saved ?? proposed));
    setSource(saved ? 'compte' : proposed ? 'proposition' : 'vide');
    setMappingErrors({});
  }

  function startOver() {
    setChecked(null);
    setOutcome(null);
  }

  function setCompteId(id: string) {
    setCompteIdState(id);
    setCompteError(undefined);
    startOver();
    if (apercu?.format === 'CSV')
      prefill(
        comptes.find((c) => c.id === id),
        apercu,
      );
  }

  function setFichier(next: File | null) {
    setFichierState(next);
    setApercu(null);
    setFileError(next && next.size === 0 ? t.fichierVide(next.name) : undefined);
    startOver();
    analyse.reset();
  }

  function setMapping(next: MappingFormValues, nextSource: MappingSource = source) {
    setMappingState(next);
    setSource(nextSource);
    setMappingErrors({});
  }

  function runAnalyse() {
    if (!fichier || fileError) return;
    startOver();
    analyse.mutate(fichier, {
      onSuccess: (found) => {
        setApercu(found);
        if (found.format === 'CSV') prefill(compte, found);
      },
      onError: (error) => setOutcome({ kind: 'failed', title: t.analyseFailed, error }),
    });
  }

  /** The request's mapping, or false when the form has mistakes (then shown under its fields). */
  function mappingToSend(): MappingCsv | undefined | false {
    if (!isCsv) return undefined;
    const read = readMapping(mapping);
    if (read.ok) return read.mapping;
    setMappingErrors(read.errors);
    return false;
  }

  function failed(error: unknown) {
    const attached: MappingErrors = {};
    for (const { champ, message } of errorItems(error)) {
      if (champ.startsWith('mapping.')) attached[fieldOf(champ.split('.'))] ??= message;
      if (champ === 'compteId') setCompteError(message);
    }
    setMappingErrors(attached);
    setOutcome({ kind: 'failed', title: t.failed, error });
  }

  function simulate() {
    if (!fichier || !apercu) return;
    if (!compteId) return setCompteError(RELEVE_IMPORT_MESSAGES.compteRequis);
    const sent = mappingToSend();
    if (sent === false) return;
    startOver();
    const input = { compteId, fichier, mapping: sent };
    send.mutate(
      { ...input, simulation: true },
      {
        onSuccess: ({ data }) => {
          setChecked({ ...input, result: data });
          setOutcome({ kind: 'report', result: data });
        },
        onError: failed,
      },
    );
  }

  function run() {
    if (!checked) return;
    const { result: _dryRun, ...input } = checked;
    setOutcome(null);
    send.mutate(
      { ...input, simulation: false },
      {
        onSuccess: ({ data, message }) => {
          setChecked(null);
          setOutcome({ kind: 'report', result: data });
          toast.success(message ?? t.imported);
        },
        onError: (error) => {
          setChecked(null);
          failed(error);
        },
      },
    );
  }

  const sameMapping = () => {
    if (!checked || !isCsv) return true;
    const read = readMapping(mapping);
    return read.ok && JSON.stringify(read.mapping) === JSON.stringify(checked.mapping);
  };
  let pending: 'simulation' | 'import' | null = null;
  if (send.isPending) pending = send.variables?.simulation ? 'simulation' : 'import';
  const ready =
    checked !== null && checked.compteId === compteId && checked.fichier === fichier && sameMapping();

  return {
    compte,
    compteId,
    compteError,
    setCompteId,
    fichier,
    fileError,
    setFichier,
    apercu,
    analyse: { run: runAnalyse, pending: analyse.isPending },
    mapping,
    source,
    mappingErrors,
    setMapping,
    simulate,
    run,
    /** The dry run of what is on screen, when there is one: the import may go. */
    checked: ready ? checked.result : null,
    pending,
    outcome,
  };
}
