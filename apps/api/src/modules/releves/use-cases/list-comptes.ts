// GET /admin/comptes-encaissement: every account, active ones first.
import type { CompteList } from '@parcelles/shared/contracts/releves';
import type { RelevesDeps } from '../releves.deps';
import * as repo from '../releves.repository';
import { toCompte } from './compte-view';

export async function listComptes({ db }: Pick<RelevesDeps, 'db'>): Promise<CompteList> {
  return { comptes: (await repo.findComptes(db)).map(toCompte) };
}
