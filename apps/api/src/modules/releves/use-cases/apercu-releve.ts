// POST /admin/releves/apercu (issue 26): what a statement file is, before importing it: its
// format from its first bytes and, for a CSV, the column mapping proposed from its opening lines
// (ADR 046), for ADMIN to check and save. Only the file's first kilobytes are read.
import type { ApercuReleve } from '@parcelles/shared/contracts/releves';
import { devinerMapping } from '../parsers';
import type { FichierReleve } from '../releves.upload';
import { judgeFormat } from './import-releve';

export async function apercuReleve(fichier: FichierReleve): Promise<ApercuReleve> {
  const { format, debut } = await judgeFormat(fichier);
  if (format !== 'CSV') return { format, csv: null };
  const { mapping, entete, manquants } = await devinerMapping(debut);
  return { format, csv: { mapping, entete, manquants } };
}
