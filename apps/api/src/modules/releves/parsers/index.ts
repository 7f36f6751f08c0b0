// The statement readers of issue 26 (ADR 046): a CSV export with its account's mapping, camt.053
// and MT940, each read as a stream into the same lines (ligne-releve.ts) with every reason to
// refuse the file beside them. What the import does with them (the account, the duplicate keys
// already recorded, all or nothing, the dry run) is the import's business, not theirs.
import { lireReleveCamt053 } from './camt053';
import type { LectureReleve, SourceReleve } from './lecture';
import type { FormatReleve } from './ligne-releve';
import type { MappingCsvSaisi } from './mapping-csv';
import { lireReleveMt940 } from './mt940';
import { lireReleveCsv, type OptionsCsv } from './releve-csv';

export { cleDeDoublon, normaliserLibelle } from './cle-de-doublon';
export { lireReleveCamt053 } from './camt053';
export { devinerMapping, type PropositionMapping } from './deviner-mapping';
export { reconnaitreFormat, type FormatReconnu } from './format';
export { LectureReleve, type ResultatLecture, type SourceReleve } from './lecture';
export * from './ligne-releve';
export { colonneCsvSchema, mappingCsvSchema, type MappingCsv, type MappingCsvSaisi } from './mapping-csv';
export { lireReleveMt940 } from './mt940';
export { lireReleveCsv, type OptionsCsv } from './releve-csv';

export type OptionsReleve = OptionsCsv &
  ({ format: 'CSV'; mapping: MappingCsvSaisi } | { format: Exclude<FormatReleve, 'CSV'> });

/** The reader for the file's format (from reconnaitreFormat); a CSV needs its account's mapping. */
export function lireReleve(source: SourceReleve, options: OptionsReleve): LectureReleve {
  switch (options.format) {
    case 'CSV':
      return lireReleveCsv(source, options.mapping, options);
    case 'CAMT053':
      return lireReleveCamt053(source, options);
    case 'MT940':
      return lireReleveMt940(source, options);
  }
}
