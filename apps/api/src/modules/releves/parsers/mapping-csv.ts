// How one account's CSV export reads (issue 26): saved with the account, so its next import is one
// click. The schema lives in @parcelles/shared/contracts/releves, so the screen that edits it gives
// the same French messages; the readers take it from here.
export {
  colonneCsvSchema,
  mappingCsvSchema,
  type ColonneCsv,
  type MappingCsv,
  type MappingCsvSaisi,
} from '@parcelles/shared/contracts/releves';
