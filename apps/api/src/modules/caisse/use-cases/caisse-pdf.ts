// GET /admin/caisse/{jour}/pdf (issue 26): the day printed, to sign and file.
import type { PdfFile } from '../../recus/recus.pdf';
import { caisseFile } from '../caisse.pdf';
import type { CaisseDeps } from '../caisse.deps';
import { readCaisseJour } from './caisse-jour';

export async function caissePdf({ db, clock }: CaisseDeps, jour: string): Promise<PdfFile> {
  return caisseFile(await readCaisseJour(db, jour), clock.now());
}
