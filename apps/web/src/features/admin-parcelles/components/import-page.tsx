import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { ArrowLeft, FileUp } from 'lucide-react';
import type { ImportResult } from '@parcelles/shared/contracts/parcelles-admin';
import { FieldMessage } from '../../../components/form/field-message';
import { INPUT_CLASS, LABEL_CLASS, LINK_CLASS } from '../../../components/form/field-styles';
import { Button, buttonClasses } from '../../../components/ui/button';
import { adminCatalogue } from '../../../i18n/fr/admin-catalogue';
import { useImportParcelles } from '../api/import-parcelles';
import { ImportFormatSection, ImportTemplatesSection } from './import-guide';
import { ImportOutcomeView, failureOutcome, type ImportOutcome } from './import-outcome';

const t = adminCatalogue.import;

/** The import page's address; the plot list's toolbar links to it (ImportLink). */
export const IMPORT_PATH = '/admin/parcelles/import';
const LIST_PATH = '/admin/parcelles';

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const FILE_ACCEPT = '.csv,.json,text/csv,application/json';

/** Checks made before sending: the server's own limits, said at once. */
function fileProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!name.endsWith('.csv') && !name.endsWith('.json')) return t.fileBadFormat(file.name);
  if (file.size > MAX_FILE_BYTES) return t.fileTooLarge(file.name);
  if (file.size === 0) return t.fileEmpty(file.name);
  return null;
}

/** The link to the import page, for the plot list's toolbar. */
export function ImportLink() {
  return (
    <Link to={IMPORT_PATH} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <FileUp aria-hidden="true" className="size-4" />
      {t.link}
    </Link>
  );
}

/**
 * The plot import (issue 11): the format and templates, then two steps. Step 1 sends the file as
 * a dry run and shows what would change, or every bad row and field (nothing is written either
 * way); step 2 writes the file, and only a file whose dry run succeeded. A new file starts over.
 */
export function ImportPage() {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // The file the last successful dry run was of: the import is only ever of that one.
  const [checked, setChecked] = useState<{ file: File; result: ImportResult } | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const mutation = useImportParcelles();

  function choose(next: File | null) {
    setChecked(null);
    setOutcome(null);
    mutation.reset();
    setFile(null);
    setFileError(null);
    if (!next) return;
    const problem = fileProblem(next);
    if (problem) setFileError(problem);
    else setFile(next);
  }

  function send(simulation: boolean) {
    const target = simulation ? file : checked?.file;
    if (!target) return;
    setOutcome(null);
    mutation.mutate(
      { file: target, simulation },
      {
        onSuccess: (result) => {
          setOutcome({ kind: 'result', result });
          if (simulation) {
            setChecked({ file: target, result });
          } else {
            // Written: a second import of the same file needs a fresh check.
            setChecked(null);
            toast.success(t.importedToast(result.crees + result.modifies));
          }
        },
        onError: (error) => {
          setChecked(null);
          setOutcome(failureOutcome(error));
        },
      },
    );
  }

  const checkedThisFile = checked !== null && checked.file === file;
  const toWrite = checked ? checked.result.crees + checked.result.modifies : 0;
  const pending = mutation.isPending ? (mutation.variables?.simulation ? 'check' : 'run') : null;

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Link to={LIST_PATH} className={`${LINK_CLASS} inline-flex items-center gap-1 self-start`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>

      <ImportFormatSection />
      <ImportTemplatesSection />

      <section aria-labelledby={`${ids}-step1`} className="flex flex-col gap-3">
        <h2 id={`${ids}-step1`} className="text-lg font-bold text-stone-900">
          {t.step1}
        </h2>
        <div>
          <label htmlFor={`${ids}-file`} className={LABEL_CLASS}>
            {t.fileLabel}
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept={FILE_ACCEPT}
            aria-describedby={`${ids}-file-message`}
            aria-invalid={fileError ? true : undefined}
            disabled={mutation.isPending}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            className={`${INPUT_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:font-semibold file:text-primary-800`}
          />
          <div id={`${ids}-file-message`} aria-live="polite" className="wrap-anywhere">
            {fileError ? (
              <FieldMessage id={`${ids}-file-error`} error={fileError} />
            ) : (
              <FieldMessage id={`${ids}-file-hint`} hint={file ? t.fileChosen(file.name) : t.fileHint} />
            )}
          </div>
        </div>
        <Button
          className="self-start"
          disabled={!file}
          pending={pending === 'check'}
          pendingLabel={t.checking}
          onClick={() => send(true)}
        >
          {t.check}
        </Button>
      </section>

      {outcome && <ImportOutcomeView outcome={outcome} />}

      <section aria-labelledby={`${ids}-step2`} className="flex flex-col gap-3">
        <h2 id={`${ids}-step2`} className="text-lg font-bold text-stone-900">
          {t.step2}
        </h2>
        {!checkedThisFile && <p className="text-sm text-stone-700">{t.checkFirst}</p>}
        <Button
          className="self-start"
          disabled={!checkedThisFile || toWrite === 0 || pending === 'check'}
          pending={pending === 'run'}
          pendingLabel={t.running}
          onClick={() => send(false)}
        >
          {!checkedThisFile ? t.runIdle : toWrite === 0 ? t.runNothing : t.run(toWrite)}
        </Button>
      </section>
    </div>
  );
}
