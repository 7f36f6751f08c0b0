// Every account, for administrators: searched, filtered, sorted and paged by the database.
import { pagination } from '@parcelles/shared/contracts/common';
import type { UtilisateurList, UtilisateursQuery } from '@parcelles/shared/contracts/utilisateurs';
import type { UtilisateursDeps } from '../utilisateurs.deps';
import * as repo from '../utilisateurs.repository';
import { toUtilisateur } from './utilisateur-view';

export async function listUtilisateurs(
  { db }: Pick<UtilisateursDeps, 'db'>,
  query: UtilisateursQuery,
): Promise<UtilisateurList> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  // Newest account first by default; names and addresses read A to Z unless told otherwise.
  const sort = query.tri ?? 'dateCreation';
  const direction = query.ordre ?? (sort === 'nom' || sort === 'email' ? 'asc' : 'desc');
  const { rows, total } = await repo.findPage(
    db,
    { search: query.search, role: query.role, etat: query.etat },
    { offset: (page - 1) * limit, limit, sort, direction },
  );
  return { utilisateurs: rows.map(toUtilisateur), pagination: pagination(page, limit, total) };
}
