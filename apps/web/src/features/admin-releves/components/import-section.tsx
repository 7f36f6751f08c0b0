import { useId } from 'react';
import { FileSearch } from 'lucide-react';
import type { CompteEncaissement } from '@parcelles/shared/contracts/releves';
import { RELEVE_FORMAT_LABELS, operateurLabel } from '@parcelles/shared/domain';
import { FieldMessage } from '../../../components/form/field-message';
import { INPUT_CLASS, LABEL_CLASS } from '../../../components/form/field-styles';
import { SelectField } from '../../../components/form/select-field';
import { Button } from '../../../components/ui/button';
import { adminReleves } from '../../../i18n/fr/admin-releves';
import { useImportFlow } from '../hooks/use-import-flow';
import { ImportFailure } from './import-failure';
import { ImportReport } from './import-report';
import { ImportRun } from './import-run';
import { MappingForm } from './mapping-form';

const t = adminReleves.import;
const FILE_ACCEPT = '.csv,.xml,.sta,.txt,.mt940,.940,text/csv,text/plain,application/xml,text/xml';

const compteOption = (compte: CompteEncaissement) => ({
  value: compte.id,
  label: [compte.nom, compte.operateur ? operateurLabel(compte.operateur) : null, compte.devise]
    .filter(Boolean)
    .join(' · '),
});

/**
 * Importing a statement (issue 26): the account and the file, analysed first (its format, a CSV's
 * columns to confirm), then a dry run showing what would be recorded and matched, then the import.
 */
export function ImportSection({ comptes }: { comptes: readonly CompteEncaissement[] | undefined }) {
  const ids = useId();
  const actifs = (comptes ?? []).filter((c) => c.actif);
  const flow = useImportFlow(actifs);
  const { apercu, fichier, outcome } = flow;
  const busy = flow.analyse.pending || flow.pending !== null;

  return (
    <section aria-labelledby={`${ids}-heading`} className="flex min-w-0 flex-col gap-4">
      <h2 id={`${ids}-heading`} className="text-xl font-bold text-stone-900">
        {t.heading}
      </h2>
      <p className="text-sm text-stone-700">{t.intro}</p>
      <div className="flex flex-col gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        {comptes && actifs.length === 0 ? (
          <p className="text-sm text-stone-700">{t.noCompte}</p>
        ) : (
          <SelectField
            label={t.compte}
            value={flow.compteId}
            error={flow.compteError}
            disabled={busy}
            onChange={(event) => flow.setCompteId(event.target.value)}
            options={[{ value: '', label: t.chooseCompte }, ...actifs.map(compteOption)]}
          />
        )}
        <div>
          <label htmlFor={`${ids}-file`} className={LABEL_CLASS}>
            {t.fichier}
          </label>
          <input
            id={`${ids}-file`}
            type="file"
            accept={FILE_ACCEPT}
            aria-describedby={`${ids}-file-message`}
            aria-invalid={flow.fileError ? true : undefined}
            disabled={busy}
            onChange={(event) => flow.setFichier(event.target.files?.[0] ?? null)}
            className={`${INPUT_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:font-semibold file:text-primary-800`}
          />
          <div aria-live="polite" className="wrap-anywhere">
            <FieldMessage
              id={`${ids}-file-message`}
              error={flow.fileError}
              hint={fichier ? t.fichierChoisi(fichier.name) : t.fichierHint}
            />
          </div>
        </div>
        <Button
          className="self-start"
          variant={apercu ? 'secondary' : 'primary'}
          size="sm"
          disabled={!fichier || Boolean(flow.fileError) || flow.pending !== null}
          pending={flow.analyse.pending}
          pendingLabel={t.analysing}
          onClick={flow.analyse.run}
        >
          <FileSearch aria-hidden="true" className="size-4" />
          {t.analyse}
        </Button>
        {apercu && (
          <p role="status" className="text-sm font-semibold text-stone-800">
            {t.format(RELEVE_FORMAT_LABELS[apercu.format])}{' '}
            {apercu.format !== 'CSV' && <span className="font-normal">{t.selfDescribed}</span>}
          </p>
        )}
      </div>

      {apercu?.csv && (
        <MappingForm
          values={flow.mapping}
          errors={flow.mappingErrors}
          source={flow.source}
          apercu={apercu.csv}
          saved={flow.compte?.mappingCsv ?? null}
          disabled={flow.pending !== null}
          onChange={flow.setMapping}
        />
      )}

      {apercu && (
        <ImportRun
          checked={flow.checked}
          pending={flow.pending}
          onSimulate={flow.simulate}
          onRun={flow.run}
        />
      )}

      {outcome?.kind === 'report' && <ImportReport result={outcome.result} />}
      {outcome?.kind === 'failed' && <ImportFailure title={outcome.title} error={outcome.error} />}
    </section>
  );
}
